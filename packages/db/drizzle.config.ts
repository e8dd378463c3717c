import { defineConfig } from 'drizzle-kit';

// `pnpm run db:generate` (serialised with flock: several people generate migrations) writes SQL
// migrations for the schema in src/schema into ./drizzle, which the migrator applies.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
