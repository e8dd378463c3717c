import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * `Idempotency-Key`s of the calls that create an application, sign, pay or extend (issue 5,
 * ADR 023). One row per (account, key): the unique index is what makes a second request with the
 * same key wait for, or replay, the first one on any number of API instances. A row is
 * `in_progress` while its first request runs (leased until `locked_until`, so a crashed instance
 * does not hold the key for 24 h) and `completed` with the stored response afterwards.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** `client` (a borrower) or `user` (back office): who sent the key. */
    accountType: text({ enum: ['client', 'user'] }).notNull(),
    accountId: integer().notNull(),
    key: text().notNull(),
    /** SHA-256 of method, path, canonical body and account (never the body itself). */
    requestHash: text().notNull(),
    status: text({ enum: ['in_progress', 'completed'] }).notNull(),
    /** Random token of the request holding the key: only it may complete or release it. */
    lockToken: text().notNull(),
    responseStatus: integer(),
    responseHeaders: jsonb().$type<Record<string, string>>(),
    responseBody: text(),
    createdAt: instant().notNull(),
    /** While `in_progress`: after this instant another request may take the key over. */
    lockedUntil: instant().notNull(),
    /** The key is forgotten (and purged) after this instant: 24 h after the first request. */
    expiresAt: instant().notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_account_key_idx').on(t.accountType, t.accountId, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
