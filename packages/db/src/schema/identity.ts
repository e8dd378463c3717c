import { BACK_OFFICE_ROLES } from '@lender/contracts';
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow } from './columns';

/** Back-office users (spec §6, account_type `user`). TOTP is their second factor. */
export const backOfficeUsers = pgTable('back_office_users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  /** The TOTP secret, encrypted like other secrets at rest (AES-GCM, see ADR 012). */
  totpSecretEnc: text().notNull(),
  role: text({ enum: BACK_OFFICE_ROLES }).notNull().default('admin'),
  /** The TOTP time step last accepted: a code is never accepted twice (replay). */
  totpLastCounter: integer(),
  /** 1 active, 2 blocked (same codes as clients, spec §4). */
  status: integer().notNull().default(1),
  /**
   * The back-office language the user chose (`@lender/i18n` `backofficeLanguage`), Spanish by default.
   * Migration 0016 also adds the CHECK `back_office_users_language_check` (`es-MX` or `en`).
   */
  language: text({ enum: ['es-MX', 'en'] })
    .notNull()
    .default('es-MX'),
  createdAt: instantNow(),
  /** Bumped by every change made in the back office: a stale edit is refused (`stale_version`, ADR 058). */
  version: integer().notNull().default(1),
  updatedAt: instantNow(),
  passwordChangedAt: instant(),
  /** When the current TOTP secret was issued (creation or reset); shown once then. */
  totpEnrolledAt: instant(),
  /** The admin who created the account (null for seeded users). */
  createdBy: integer(),
});

/**
 * Sessions: every access token names one (`sid`), and every request checks it, so logout and
 * blocking revoke at once (architecture decision 8, ADR 011).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    accountType: text({ enum: ['client', 'user'] }).notNull(),
    subjectId: integer().notNull(),
    /** A back-office session that has not passed TOTP yet: it opens nothing. */
    mfaPending: boolean().notNull().default(false),
    /** Wrong TOTP codes on this session; at the configured maximum the session is revoked. */
    mfaFailures: integer().notNull().default(0),
    createdAt: instant().notNull(),
    lastSeenAt: instant().notNull(),
    /** Idle expiry, pushed forward by each token refresh. */
    expiresAt: instant().notNull(),
    /** Absolute expiry: refreshing never goes past it. */
    absoluteExpiresAt: instant().notNull(),
    revokedAt: instant(),
    revokeReason: text(),
  },
  (t) => [
    index('sessions_subject_idx').on(t.accountType, t.subjectId),
    // The jobs' purge of dead sessions (issue 17).
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);
