import { lenderVitestConfig } from '@lender/vitest-config';

// `lender-source` makes a workspace package that declares it resolve to its TypeScript sources, as
// in the API's and the SDK's tests (web-kit itself no longer depends on @lender/core, ADR 321).
// The files share one module graph per worker (issue 60): the package's sources load once, not per file.
export default lenderVitestConfig(
  {
    resolve: { conditions: ['lender-source'] },
    ssr: { resolve: { conditions: ['lender-source'] } },
  },
  { shareModules: { isolated: [] } },
);
