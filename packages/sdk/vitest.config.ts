import { lenderVitestConfig } from '@lender/vitest-config';

// The tests start the real API in process; `lender-source` makes its internal @lender/core
// resolve to TypeScript sources, as in the API's own tests.
// The files share one module graph per worker (issue 60): the API's and core's sources (and
// PGlite) load once, not for each file that starts the API.
export default lenderVitestConfig(
  {
    resolve: { conditions: ['lender-source'] },
    ssr: { resolve: { conditions: ['lender-source'] } },
  },
  { shareModules: { isolated: [] } },
);
