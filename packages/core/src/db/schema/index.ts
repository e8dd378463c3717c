// The whole Drizzle schema, one file per domain. drizzle-kit reads this file to generate
// migrations, and `Database` is typed from it. Add a domain with one `export *` line.
export * from './clients';
export * from './geo';
export * from './identity';
export * from './limits';
export * from './outbox';
export * from './settings';
