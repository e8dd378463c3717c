// `@lender/core/db`: the lender's database for the apps, as `@lender/db` exports it (ADR 153): the
// schema, opening and migrating a database, the types every service takes.
export * from '@lender/db';
