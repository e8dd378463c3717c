// `npm start`: install, build, and start the product on its embedded defaults.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

install();
const built = pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);

const api = join(root, 'apps', 'api', 'package.json');
if (existsSync(api)) {
  process.exit(pnpm(['--filter', '@lender/api-server', 'run', 'start']));
}

console.log(`
The workspace is installed and built. What is here:
  packages/clabe        @lender/clabe       CLABE, CURP and RFC validation (published)
  packages/calculator   @lender/calculator  amounts, pay dates, offer arithmetic, CAT (published)
Run every check with: npm test
`);
