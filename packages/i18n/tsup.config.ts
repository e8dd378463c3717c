import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  library({
    // `.` holds the formatters and the lazy namespace loader (each namespace is its own ESM chunk,
    // so a route ships only the namespaces it loads); `./es-MX` and `./en` export every namespace
    // by name (tree-shakeable); `./resources` is everything at once for servers; `./i18next` wires
    // an i18next 23 instance (the only entry that imports the optional peer `i18next`).
    entry: {
      index: 'src/index.ts',
      'es-MX': 'src/es-MX.ts',
      en: 'src/en.ts',
      resources: 'src/resources.ts',
      i18next: 'src/i18next.ts',
    },
    minify: true,
    external: ['i18next'],
  }),
);
