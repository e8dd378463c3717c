import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  library({
    // `@lender/flow` never pulls React (`@lender/flow/react` adds the hooks), and
    // `@lender/flow/decide` is the pure rules without XState, for loaders and servers.
    entry: { index: 'src/index.ts', decide: 'src/decide-entry.ts', react: 'src/react.ts' },
    external: ['xstate', '@xstate/react', 'react'],
    // tsup's own default, not the preset's: shared chunks for ESM only (the CommonJS files stand alone).
    splitting: undefined,
  }),
);
