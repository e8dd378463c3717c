import { lenderVitestConfig } from '@lender/vitest-config';

// Browser suites (real Chromium, real API in process): run after `pnpm --filter @lender/web build`.
// `lender-source` makes the API's internal packages resolve to their TypeScript sources.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // One built site and one Chromium for the run (issue 60); each suite its own API.
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // The suites share one worker and its loaded modules (the API's sources are read once per run,
    // not once per suite); each suite still builds its own API, database and clock (./e2e/harness.ts).
    isolate: false,
    // CI gets one retry: a browser on a loaded 2-core machine sometimes loses a race the product
    // does not have (the report still names every retried test). A real break fails twice.
    retry: process.env.CI ? 1 : 0,
  },
});
