// `pnpm clean` of every workspace package: removes its build outputs from the current folder.
// Usage (a package's "clean" script): node ../../tooling/scripts/clean.mjs [more folders…]
// Always removes dist, .turbo and .readme-examples (the README test's generated files).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const folders = ['dist', '.turbo', '.readme-examples', ...process.argv.slice(2)];
for (const folder of folders) {
  const target = resolve(process.cwd(), folder);
  if (!target.startsWith(process.cwd())) throw new Error(`refusing to remove ${folder}: outside the package`);
  rmSync(target, { recursive: true, force: true });
}
