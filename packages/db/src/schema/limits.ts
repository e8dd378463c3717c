import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One-time codes sent by SMS or e-mail (spec §5: 3-digit SMS codes). Neither the target nor the
 * code is stored in clear: both are keyed hashes (ADR 012).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    purpose: text().notNull(),
    targetHash: text().notNull(),
    codeHash: text().notNull(),
    /**
     * Guesses judged so far (right or wrong), spent atomically before the comparison; at
     * `codeMaxAttempts` the code is dead (issue 10 point 1).
     */
    attempts: integer().notNull().default(0),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    consumedAt: instant(),
  },
  (t) => [index('verification_codes_target_idx').on(t.targetHash, t.purpose)],
);

/**
 * Counters behind every limit (ADR 013): one row per (bucket, key, window). Updated with a single
 * conditional upsert, so the limit holds across any number of API instances.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text().notNull(),
    key: text().notNull(),
    window: text().notNull(),
    count: integer().notNull().default(0),
    lastAt: instant().notNull(),
    blockedUntil: instant(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.window] })],
);
