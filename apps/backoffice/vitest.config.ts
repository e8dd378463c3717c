import { lenderVitestConfig } from '@lender/vitest-config';

// Route and component tests (jsdom where a file asks for it); the browser suite has its own config.
// The files share one module graph per worker (issue 60): the routes, the contracts, React and, for
// the files that run the API in process, the API's sources and its PGlite load once, not per file.
// Files run in the jsdom window a worker keeps from file to file (./app/test/jsdom-environment.ts):
// a module loaded once keeps the window it was loaded in (Testing Library's `screen`), so every file
// gets that same window, emptied. The server-side files say `@vitest-environment node`.
export default lenderVitestConfig(
  {
    test: {
      include: ['app/**/*.test.{ts,tsx}'],
      environment: './app/test/jsdom-environment.ts',
      // The browser suite runs with vitest.e2e.config.ts (test:e2e).
      exclude: ['test/e2e/**', 'node_modules/**', 'build/**'],
    },
  },
  { shareModules: { isolated: [] } },
);
