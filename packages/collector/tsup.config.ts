import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  library({
    entry: ['src/index.ts'],
    // Evergreen browsers only (WebCrypto, PointerEvent): ES2022 keeps the bundle small (no helpers).
    target: 'es2022',
    external: ['fflate'],
  }),
);
