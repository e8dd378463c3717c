// `pnpm --filter @lender/api-server run migrate`: applies pending migrations to DATABASE_URL (or
// to the embedded database in DATA_DIR), loads the shipped address catalogue into a database that
// has none, and exits.
import { ensureGeoCatalogue } from '@lender/core';
import { loadMigrationEnv, openDatabaseOf } from './deployment-env';

// Several processes may run this at once (a deployment's API instances with MIGRATE_ON_START, a
// `migrate` job): on PostgreSQL they take turns on an advisory lock, the later ones find nothing
// pending.
const env = loadMigrationEnv();
const handle = await openDatabaseOf({ ...env, DATABASE_POOL_MAX: 2 });
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
