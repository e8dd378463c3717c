import { lenderVitestConfig } from '@lender/vitest-config';

// Route and component tests (jsdom where a file asks for it); the browser suite has its own config.
export default lenderVitestConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    // The browser suite runs with vitest.e2e.config.ts (test:e2e).
    exclude: ['test/e2e/**', 'node_modules/**', 'build/**'],
  },
});
