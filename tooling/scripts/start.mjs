// `npm start`: install, build, and start the product on its embedded defaults (PGlite, sandbox
// providers, demo data). The API prints where to open it.
import { install, pnpm } from './pnpm.mjs';

install();
const built = pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['--filter', '@lender/api-server', 'run', 'start']));
