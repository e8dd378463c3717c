// `@lender/db/testing`: a fresh, migrated database per test file (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).
export { createTestDb, type TestDb, type TestDbTemplate } from './test-db';
