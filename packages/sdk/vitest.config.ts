import { lenderVitestConfig } from '@lender/vitest-config';

// The tests start the real API in process; `lender-source` makes its internal @lender/core
// resolve to TypeScript sources, as in the API's own tests.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
});
