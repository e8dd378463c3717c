// `@lender/db/pg-core`: Drizzle's PostgreSQL column and table builders (`drizzle-orm/pg-core`).
export * from 'drizzle-orm/pg-core';
