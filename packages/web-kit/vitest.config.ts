import { lenderVitestConfig } from '@lender/vitest-config';

// `lender-source` makes @lender/core (the error reporter of `site-errors`) resolve to its
// TypeScript sources, as in the API's and the SDK's tests.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
});
