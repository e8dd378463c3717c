import { lenderVitestConfig } from '@lender/vitest-config';

// `lender-source` makes the internal @lender/core resolve to its TypeScript sources (see its
// package.json exports), so the API's tests never need core to be built first.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
});
