import { defineConfig } from 'tsup';

export default defineConfig({
  // `@lender/flow` never pulls React (`@lender/flow/react` adds the hooks), and
  // `@lender/flow/decide` is the pure rules without XState, for loaders and servers.
  entry: { index: 'src/index.ts', decide: 'src/decide-entry.ts', react: 'src/react.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: true,
  external: ['xstate', '@xstate/react', 'react'],
});
