// `npm run bench`: install as locked, then every package's benchmark through turbo (which builds
// first), run by the pinned pnpm (see pnpm.mjs). `turbo` run straight from npm fails on a clone
// without a global pnpm ("Unable to find package manager binary"); under `pnpm exec` it finds the
// pnpm that runs it. Extra arguments go to turbo: `npm run bench -- --filter=@lender/api-server`.
import { install, pnpm } from './pnpm.mjs';

install();
process.exit(pnpm(['exec', 'turbo', 'run', 'bench', '--concurrency=1', ...process.argv.slice(2)]));
