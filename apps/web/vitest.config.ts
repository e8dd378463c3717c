import { lenderVitestConfig } from '@lender/vitest-config';
import { siteWords } from './app/lib/site-words.plugin';

// The files share one module graph per worker (issue 60): React, Remix, the site's words and, for
// the files that run the API in process, the API's sources and its PGlite load once, not per file
// (a module loaded once keeps the window it was loaded in, so a worker keeps one jsdom window too:
// ./app/test/jsdom-environment.ts).
// Two files keep a graph of their own: the scoring page's test mocks @lender/collector, which other
// files import for real; the hydration hold's test runs React's real scheduler (act off), and a
// hydration it leaves pending would run in the next file's test on a shared React.
export default lenderVitestConfig(
  {
    plugins: [siteWords()],
    test: {
      include: ['app/**/*.test.{ts,tsx}'],
      environment: './app/test/jsdom-environment.ts',
      setupFiles: ['./app/test/setup.ts'],
      globalSetup: ['./app/test/global-setup.ts'],
    },
  },
  {
    shareModules: {
      isolated: ['app/routes/registration/registration-scoring.test.tsx', 'app/lib/hydration-hold.test.tsx'],
    },
  },
);
