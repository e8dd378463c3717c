import { lenderVitestConfig } from '@lender/vitest-config';

// Route and component tests (jsdom where a file asks for it); the browser suite has its own config.
// The server-side files share one module graph per worker (issue 60): the routes, the contracts and,
// for the files that run the API in process, the API's sources and its PGlite load once, not per
// file. The component files (`*.test.tsx`, `@vitest-environment jsdom`) keep a graph and a window
// of their own: a module loaded once keeps the first file's window (Testing Library's `screen`).
export default lenderVitestConfig(
  {
    test: {
      include: ['app/**/*.test.{ts,tsx}'],
      // The browser suite runs with vitest.e2e.config.ts (test:e2e).
      exclude: ['test/e2e/**', 'node_modules/**', 'build/**'],
    },
  },
  { shareModules: { isolated: ['app/**/*.test.tsx'] } },
);
