import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries: `@lender/contracts/collector` carries the collector's schemas without the /web catalogue.
  entry: { index: 'src/index.ts', collector: 'src/collector.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: false,
});
