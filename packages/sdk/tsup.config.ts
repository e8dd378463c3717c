import { bundleDeclarations } from '@lender/tsup-config';
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
  // It empties dist/ of everything but the declarations, which the CommonJS build replaces.
  { ...shared, format: ['esm'], clean: ['!**/*.d.{ts,cts,mts}'] },
  // CommonJS: ky is ESM-only, so it is bundled in; `require('@lender/sdk')` then works on every
  // Node version without require(esm). None of ky's types are in the public API.
  // Then the declarations, once: TypeScript 7's emit bundled as `.d.ts` for the ESM entries and
  // `.d.cts` for the CommonJS ones (declarations never bundle ky; ADR 350).
  {
    ...shared,
    format: ['cjs'],
    noExternal: ['ky'],
    onSuccess: () => bundleDeclarations({ entry: shared.entry }),
  },
]);
