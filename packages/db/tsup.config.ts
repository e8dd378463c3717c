import { nodeOptions } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

// Internal package: ESM only, for the API server at run time. Tests read the sources through the
// `lender-source` export condition, so the build writes no .d.ts; the package's own typecheck writes
// its declarations to .types/, which the apps' typechecks read (tooling/tsconfig/internal-declarations.json).
// The entries sit at the top of dist/, so `paths.ts`'s `../drizzle` finds the migrations from source
// and build.
export default defineConfig({
  ...nodeOptions,
  entry: {
    index: 'src/index.ts',
    schema: 'src/schema/index.ts',
    orm: 'src/orm.ts',
    'pg-core': 'src/pg-core.ts',
    testing: 'testing/index.ts',
  },
  splitting: true,
});
