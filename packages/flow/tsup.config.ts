import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entry points so `@lender/flow` never pulls React; `@lender/flow/react` adds the hooks.
  entry: { index: 'src/index.ts', react: 'src/react.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: false,
  external: ['xstate', '@xstate/react', 'react'],
});
