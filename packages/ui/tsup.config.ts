import { renameSync, rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One bundle per format with vanilla-extract compiled away: the JavaScript carries class names only,
// and every rule lands in one stylesheet, dist/styles.css (`@lender/ui/styles.css`), so a consumer
// needs no vanilla-extract build step. Dependencies (react-aria-components, lucide-react, …) stay
// external and are tree-shaken by the app's bundler.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  splitting: false,
  treeshake: true,
  minify: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: false,
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^react-aria-components/,
    /^lucide-react/,
    /^@lender\//,
    /^jsbarcode/,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // esbuild writes the extracted CSS beside each format's entry (index.css); keep one, named
    // as the package exports it.
    renameSync('dist/index.css', 'dist/styles.css');
    rmSync('dist/index.cjs.css', { force: true });
  },
});
