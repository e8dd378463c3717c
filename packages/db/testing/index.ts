// `@lender/db/testing`: a fresh, migrated database per test file (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).
export { dropRunDatabases, postgresReuseCounts } from './postgres-pool';
export { createTestDb, databasePrefix, type TestDb, type TestDbTemplate } from './test-db';
