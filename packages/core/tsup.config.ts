import { nodeOptions } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

// Internal package: ESM only, for the API server at run time. Type-checking and tests read the
// sources directly through the `lender-source` export condition, so no .d.ts is built.
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
