// `@lender/db`: the lender's database (ADR 153) — the Drizzle schema (`@lender/db/schema`), its SQL
// migrations (./drizzle), opening an embedded PGlite or a PostgreSQL pool and migrating it, named
// statements, the bounded and kept counts, and the types every service takes. The only package that
// imports drizzle-orm, pg or PGlite: services write their queries with `@lender/db/orm` (Drizzle's
// own public API, re-exported) and read tables from `@lender/db/schema`.

export * from './bounded-count';
export * from './client-types';
export * from './count-deltas';
export * from './data-dir-lock';
export * from './database';
export * from './named-statement';
export * from './open';
export * from './paths';
export * as schema from './schema/index';
export * from './text-named';
export * from './unique-violation';
