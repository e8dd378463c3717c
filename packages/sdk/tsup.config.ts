import { defineConfig } from 'tsup';

const shared = {
  entry: { index: 'src/index.ts' },
  dts: true,
  treeshake: true,
  minify: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: false,
} as const;

export default defineConfig([
  // ESM: ky and @lender/contracts stay dependencies, so an app's bundler shares one copy of each.
  { ...shared, format: ['esm'], clean: true },
  // CommonJS: ky is ESM-only, so it is bundled in; `require('@lender/sdk')` then works on every
  // Node version without require(esm). None of ky's types are in the public API.
  { ...shared, format: ['cjs'], noExternal: ['ky'] },
]);
