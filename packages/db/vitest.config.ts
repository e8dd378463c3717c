import { lenderVitestConfig } from '@lender/vitest-config';

// The test-database helpers (./testing) are tested beside their code. The files share one module
// graph per worker (issue 60): PGlite and drizzle load once, and a worker's PGlite instances serve
// the next file (./testing/pglite-pool.ts) instead of booting again.
export default lenderVitestConfig(
  { test: { include: ['testing/**/*.test.ts'] } },
  { shareModules: { isolated: [] } },
);
