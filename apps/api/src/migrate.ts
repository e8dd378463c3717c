// `pnpm --filter @lender/api-server run migrate`: applies pending migrations to DATABASE_URL (or
// to the embedded database in DATA_DIR), loads the shipped address catalogue into a database that
// has none, and exits.
import { ensureGeoCatalogue } from '@lender/core';
import { openDatabase } from '@lender/core/db';
import { dataDirOf, loadMigrationEnv } from './env';

const env = loadMigrationEnv();
const handle = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: dataDirOf(env) },
);
try {
  await handle.migrate();
  process.stdout.write(`Migrations applied to ${handle.kind} at ${handle.location}\n`);
  const geo = await ensureGeoCatalogue(handle.db);
  if (geo.loaded) {
    process.stdout.write(
      `Address catalogue loaded: ${geo.settlements} colonias, ${geo.municipalities} municipalities in ${geo.milliseconds} ms\n`,
    );
  }
} finally {
  await handle.close();
}
