import { lenderVitestConfig } from '@lender/vitest-config';

// `lender-source` makes a workspace package that declares it resolve to its TypeScript sources, as
// in the API's and the SDK's tests (web-kit itself no longer depends on @lender/core, ADR 321).
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
});
