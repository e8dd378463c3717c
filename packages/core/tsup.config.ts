import { nodeOptions } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

// Internal package: ESM only, for the API server at run time. Tests read the sources through the
// `lender-source` export condition, so the build writes no .d.ts; the package's own typecheck writes
// its declarations to .types/, which the apps' typechecks read (tooling/tsconfig/internal-declarations.json).
export default defineConfig({
  ...nodeOptions,
  entry: {
    index: 'src/index.ts',
    'db/index': 'src/db.ts',
    'testing/index': 'testing/index.ts',
  },
  splitting: true,
  // pdf.js is a dev dependency used only by the test helper `extractPdfText`; it loads its worker itself.
  external: ['pdfjs-dist'],
});
