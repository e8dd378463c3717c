import { lenderVitestConfig } from '@lender/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default lenderVitestConfig({
  // The plugin is typed against Storybook's Vite 6; Vitest runs its own Vite, which accepts it.
  plugins: [vanillaExtractPlugin() as never],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
