// A published package's declaration bundles (ADR 350): TypeScript 7 (`lender-tsc`) writes each
// source file's declarations, and rollup-plugin-dts bundles them per entry, with shared chunks, as
// `dist/<entry>.d.ts` and `dist/<entry>.d.cts` (whose imports name `.cjs` files). tsup's own `dts`
// did the same from the sources through TypeScript 5.9 in-process: contracts' took ~60 CPU-seconds,
// nearly all of it in 5.9's declaration emit; this takes under half that. Types are checked by the
// package's `typecheck` task, so the emit here skips the check (`noCheck`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const require = createRequire(import.meta.url);
const lenderTsc = require.resolve('@lender/tsconfig/tsc.mjs');

/**
 * @typedef {object} DeclarationOptions
 * @property {string[] | Record<string, string>} entry tsup's `entry`: paths (named by their file
 *   name) or names to paths.
 * @property {('esm' | 'cjs')[]} [format] which bundles to write: `.d.ts` for esm, `.d.cts` for cjs.
 * @property {string} [cwd] the package's folder (the build's working directory).
 * @property {string} [outDir] where the bundles go, relative to `cwd`.
 * @property {string} [tsconfig] the package's tsconfig, relative to `cwd`.
 */

/** Entry name → source path, named as tsup names them (the file's name without its extension). */
function entries(entry) {
  if (!Array.isArray(entry)) return entry;
  return Object.fromEntries(entry.map((path) => [basename(path, extname(path)), path]));
}

/**
 * Writes the declaration bundles of `entry`, in place of every `.d.ts` and `.d.cts` file `outDir`
 * held (a build whose JavaScript config keeps declarations through its clean leaves no stale chunk
 * behind). Every import that is not relative stays an import
 * (dependencies are declared in package.json, as tsup's bundles left them).
 * @param {DeclarationOptions} options
 */
export async function bundleDeclarations({
  entry,
  format = ['esm', 'cjs'],
  cwd = process.cwd(),
  outDir = 'dist',
  tsconfig = 'tsconfig.json',
}) {
  const named = entries(entry);
  // The tsconfig sits in the package (its `types` resolve from there); the declarations do not:
  // rollup-plugin-dts keeps anything under a node_modules folder external instead of bundling it.
  const cache = join(cwd, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'lender-dts-'));
  const types = mkdtempSync(join(tmpdir(), 'lender-dts-'));
  try {
    const config = join(work, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: resolve(cwd, tsconfig),
        include: [],
        files: Object.values(named).map((path) => resolve(cwd, path)),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          noCheck: true,
          declarationMap: false,
          sourceMap: false,
          incremental: false,
          composite: false,
          rootDir: cwd,
          outDir: types,
        },
      }),
    );
    const emitted = spawnSync(process.execPath, [lenderTsc, '-p', config], { cwd, encoding: 'utf8' });
    if (emitted.status !== 0) {
      throw new Error(`lender-tsc could not write the declarations:\n${emitted.stdout}${emitted.stderr}`);
    }
    const input = Object.fromEntries(
      Object.entries(named).map(([name, path]) => [
        name,
        join(types, relative(cwd, resolve(cwd, path))).replace(/\.tsx?$/, '.d.ts'),
      ]),
    );
    const bundle = await rollup({
      input,
      plugins: [dts()],
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    });
    try {
      const out = resolve(cwd, outDir);
      mkdirSync(out, { recursive: true });
      for (const file of readdirSync(out)) {
        if (/\.d\.c?ts$/.test(file)) rmSync(join(out, file));
      }
      for (const extension of format.map((f) => (f === 'cjs' ? '.d.cts' : '.d.ts'))) {
        await bundle.write({
          dir: out,
          format: 'es',
          exports: 'named',
          entryFileNames: `[name]${extension}`,
          // A chunk is named after its first module, a `.d.ts` file: `statuses-<hash>.d.ts`.
          chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash]${extension}`,
        });
      }
    } finally {
      await bundle.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(types, { recursive: true, force: true });
  }
}
