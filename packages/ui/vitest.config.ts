import { lenderVitestConfig } from '@lender/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The component files share one module graph per worker (issue 60): React, React Aria and the
// components load once, not per file, so a worker keeps one jsdom window too
// (./src/test/jsdom-environment.ts). The two files on Node's environment keep a graph of their
// own: server rendering must meet components loaded without a DOM, and the README's examples run
// the built package.
export default lenderVitestConfig(
  {
    // The plugin is typed against Storybook's Vite 6; Vitest runs its own Vite, which accepts it.
    plugins: [vanillaExtractPlugin() as never],
    test: {
      environment: './src/test/jsdom-environment.ts',
      setupFiles: ['./src/test/setup.ts'],
    },
  },
  { shareModules: { isolated: ['src/ssr.test.tsx', 'src/readme.test.ts'] } },
);
