// The whole Drizzle schema, one file per domain. drizzle-kit reads this file to generate
// migrations, and `Database` is typed from it. Add a domain with one `export *` line.
export * from './applications';
export * from './audit';
export * from './back-office';
export * from './clients';
export * from './collections';
export * from './collector';
export * from './complaints';
export * from './consents';
export * from './documents';
export * from './geo';
export * from './idempotency';
export * from './identity';
export * from './integrations';
export * from './jobs';
export * from './ledger';
export * from './limits';
export * from './loans';
export * from './notices';
export * from './outbox';
export * from './payments';
export * from './reconciliation';
export * from './refunds';
export * from './sandbox';
export * from './settings';
