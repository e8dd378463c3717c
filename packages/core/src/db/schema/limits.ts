import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
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
    lastAt: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.window] })],
);
