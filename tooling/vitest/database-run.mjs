// Global setup of the suites when they run on PostgreSQL (TEST_DATABASE_URL; issue 60). A worker
// keeps its test databases between files (packages/db/testing/postgres-pool.ts) instead of making
// one per file, so the last ones outlive the files that used them. They carry this run's name
// (`LENDER_TEST_DB_RUN`, which the workers inherit), and the teardown drops them once every worker
// is done.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function setup() {
  process.env.LENDER_TEST_DB_RUN = randomBytes(3).toString('hex');
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.LENDER_TEST_DB_RUN;
  if (!url || !run) return;
  /** @type {{ dropRunDatabases(url: string, prefix: string, run: string): Promise<number>; databasePrefix(url: string): string }} */
  let testing;
  try {
    // The package under test's own @lender/db (a package without one opens no test database).
    const from = createRequire(join(process.cwd(), 'package.json'));
    testing = await import(pathToFileURL(from.resolve('@lender/db/testing')).href);
  } catch {
    return;
  }
  await testing.dropRunDatabases(url, testing.databasePrefix(url), run);
}
