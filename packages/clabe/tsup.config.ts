import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  library({
    // One entry per job, so an app ships only what it calls and each stays inside its gzip budget
    // (package.json "lender.sizeBudgetsGzip"): the core (CLABE + banks + plaza codes), CURP, RFC, a
    // name's letters in both, the check that a name, a birth date, a CURP and an RFC agree, and the
    // plaza names, which a form that only validates should not ship.
    entry: {
      index: 'src/index.ts',
      curp: 'src/curp.ts',
      rfc: 'src/rfc.ts',
      names: 'src/names.ts',
      identity: 'src/identity.ts',
      plazas: 'src/plazas.ts',
    },
    // Self-contained entries: a shared chunk would hide bytes from the per-entry size budget.
    splitting: false,
    minify: true,
  }),
);
