import { lenderVitestConfig } from '@lender/vitest-config';

// The Lighthouse benchmark (`pnpm --filter @lender/web bench:lighthouse`): the e2e harness (real
// API in process, the built site, Debian's Chromium) and Lighthouse over Chromium's DevTools port.
// It reports; it is not part of `test` or `test:e2e`.
export default lenderVitestConfig({
  resolve: { conditions: ['lender-source'] },
  ssr: { resolve: { conditions: ['lender-source'] } },
  test: {
    include: ['bench/lighthouse.bench-run.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
