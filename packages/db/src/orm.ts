// `@lender/db/orm`: Drizzle's query builder (its public `drizzle-orm` entry), for the services'
// queries, so that drizzle-orm is imported in this package only and one copy of it runs.
export * from 'drizzle-orm';
