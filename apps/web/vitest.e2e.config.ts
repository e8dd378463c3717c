import { lenderVitestConfig } from '@lender/vitest-config';

// Browser suites (real Chromium, real API in process): run after `pnpm --filter @lender/web build`.
// `lender-source` makes the API's internal packages resolve to their TypeScript sources.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // CI gets one retry: a browser on a loaded 2-core machine sometimes loses a race the product
    // does not have (the report still names every retried test). A real break fails twice.
    retry: process.env.CI ? 1 : 0,
  },
});
