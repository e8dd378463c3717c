import { lenderVitestConfig } from '@lender/vitest-config';

// `lender-source` makes the internal @lender/core resolve to its TypeScript sources (see its
// package.json exports), so the API's tests never need core to be built first.
// The setup file fails a test file that answered an error code its endpoint does not document.
// The files share one module graph per worker: the API's and core's sources load once, not per file.
export default lenderVitestConfig(
  {
    test: { setupFiles: ['./src/test/documented-errors.setup.ts'] },
    resolve: { conditions: ['lender-source'] },
    ssr: { resolve: { conditions: ['lender-source'] } },
  },
  { shareModules: { isolated: [] } },
);
