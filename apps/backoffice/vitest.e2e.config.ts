import { lenderVitestConfig } from '@lender/vitest-config';

// The end-to-end suite: the real API in process on a fresh PGlite database (its internal
// @lender/core resolved to TypeScript sources, as in the API's own tests), the built back-office
// as a child process, and Debian's Chromium.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    // One built back-office and one Chromium for the run (issue 60); each suite its own API.
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    // The suites share one worker and its loaded modules (the API's sources are read once per run,
    // not once per suite); each suite still builds its own API, database and clock (./e2e/harness.ts).
    isolate: false,
    // CI gets one retry: a browser on a loaded 2-core machine sometimes loses a race the product
    // does not have (the report still names every retried test). A real break fails twice.
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
    // A loaded machine answers a navigation in seconds, not the default poll's one second.
    expect: { poll: { timeout: 30_000 } },
  },
});
