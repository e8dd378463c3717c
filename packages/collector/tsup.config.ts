import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  // Evergreen browsers only (WebCrypto, PointerEvent): ES2022 keeps the bundle small (no helpers).
  target: 'es2022',
  platform: 'neutral',
  sourcemap: true,
  external: ['fflate'],
});
