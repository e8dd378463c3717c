import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

// The preset's shared chunks, in both formats: a module runs once however many entries an app
// imports (zod's registry sees each named schema once), and an entry's chunks hold only what it reaches.
export default defineConfig(
  library({
    // One entry per audience, so an app ships only its own schemas (`lender.sizeBudgetsGzip` and
    // `lender.bundleBudgetsGzip` in package.json hold them to it): `.` is the whole catalogue (the
    // API's), `./common` what every audience shares, `./public`, `./client`, `./back-office` the
    // three audiences of the /web API, `./collector` the scoring collector's schemas, `./mini` the
    // `zod/mini` forms a calculator page reads answers with (ADR 081).
    entry: {
      index: 'src/index.ts',
      common: 'src/common.ts',
      public: 'src/audience/public.ts',
      'public-calculator': 'src/audience/public-calculator.ts',
      client: 'src/audience/client.ts',
      'back-office': 'src/audience/back-office.ts',
      collector: 'src/collector.ts',
      mini: 'src/mini.ts',
      // Not exports: entries of their own so the zod-free field rules get chunks of their own.
      // Reached by the same entries as fields.ts, they would share its chunk, and the public entry's
      // `zod/mini` schemas would pull classic zod through it (ADR 171).
      'field-rules': 'src/internal/field-rules.ts',
      'client-check': 'src/internal/client-check.ts',
    },
  }),
);
