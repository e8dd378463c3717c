import { defineConfig } from 'tsup';

const shared = {
  // `.` is the whole client; `./public`, `./client` and `./back-office` an audience's, so a
  // browser bundle carries only that audience's schemas (package.json `lender.bundleBudgetsGzip`).
  entry: {
    index: 'src/index.ts',
    public: 'src/entries/public.ts',
    client: 'src/entries/client.ts',
    'back-office': 'src/entries/back-office.ts',
  },
  dts: true,
  treeshake: true,
  minify: true,
  // Shared chunks: the error classes and the transport exist once however many entries load.
  splitting: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: true,
} as const;

export default defineConfig([
  // ESM: ky and @lender/contracts stay dependencies, so an app's bundler shares one copy of each.
  { ...shared, format: ['esm'], clean: true },
  // CommonJS: ky is ESM-only, so it is bundled in; `require('@lender/sdk')` then works on every
  // Node version without require(esm). None of ky's types are in the public API.
  { ...shared, format: ['cjs'], noExternal: ['ky'] },
]);
