import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { fakeFlag, instant, instantNow, references, timestamps } from './columns';

/**
 * Borrowers (spec §3 Client profile). Personal identifiers are stored encrypted (`*Enc`, AES-GCM)
 * with a keyed hash (`*Hash`, HMAC-SHA-256) for uniqueness look-ups (ADR 012).
 */
export const clients = pgTable(
  'clients',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().unique().defaultRandom(),
    /**
     * The e-mail in clear text as stored before migration 0012: NULL for every row once
     * `encryptLegacyEmails` has run at start-up (issue 10 point 11); never written.
     */
    legacyEmail: text('email'),
    /** The e-mail (lower-cased), AES-256-GCM (ADR 012). */
    emailEnc: text(),
    /** HMAC-SHA-256 of `email:<lower-cased e-mail>`: look-ups and uniqueness (ADR 012). */
    emailHash: text().unique(),
    emailVerifiedAt: instant(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    middleName: text(),
    /** Second surname (apellido materno); optional. */
    secondLastName: text(),
    birthDate: date({ mode: 'string' }),
    phoneEnc: text().notNull(),
    phoneHash: text().notNull().unique(),
    phoneVerifiedAt: instant(),
    curpEnc: text(),
    curpHash: text().unique(),
    clabeEnc: text(),
    clabeHash: text().unique(),
    /**
     * The client's own RFC for invoices, AES-256-GCM like the CURP (ADR 012); NULL when none was
     * given. Checked against the name, birth date and CURP when saved (`@lender/clabe/identity`).
     */
    rfcEnc: text(),
    bankCode: text(),
    passwordHash: text().notNull(),
    /** Spec §4: 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
    status: integer().notNull().default(1),
    /** The API's language `es` is stored as `mx` (spec §7). */
    language: text().notNull().default('mx'),
    salaryCycle: text(),
    payDate: jsonb().$type<{
      referenceDate: string | null;
      semiMonthlyPayDates: number[] | null;
      dateOfMonth: number | null;
    }>(),
    employment: jsonb().$type<Record<string, unknown>>(),
    address: jsonb().$type<Record<string, unknown>>(),
    affiliate: jsonb().$type<Record<string, unknown>>(),
    /** Journey progress of the registration steps two to four. */
    completedSteps: integer().array().notNull().default([]),
    /** Credit line the lender offers, in integer centavos (architecture decision 4). */
    availableLoanAmount: integer().notNull().default(0),
    closedLoansCount: integer().notNull().default(0),
    fake: fakeFlag(),
    ...timestamps(),
  },
  (t) => [
    index('clients_status_idx').on(t.status),
    // Every client has an e-mail: encrypted, or (only until start-up encrypts it) the legacy column.
    check('clients_email_present', sql`${t.emailHash} is not null or ${t.legacyEmail} is not null`),
  ],
);

/** The additional contact (a relative) of a client: spec §5, full name of at least two words. */
export const clientContacts = pgTable('client_contacts', {
  id: serial().primaryKey(),
  clientId: references(() => clients.id, 'cascade'),
  /** `additional` (the additional-contact call) or `reference` (registration step four). */
  kind: text({ enum: ['additional', 'reference'] }).notNull(),
  fullName: text().notNull(),
  relationship: text().notNull(),
  phoneEnc: text().notNull(),
  createdAt: instantNow(),
});

/** Affiliate leads (spec §3 Affiliate tracking), looked up by `GET /web/public/affiliate/leads/{id}`. */
export const affiliateLeads = pgTable('affiliate_leads', {
  id: text().primaryKey(),
  partner: text().notNull(),
  code: text(),
  campaign: text(),
  source: text(),
  optionalParam: text(),
  createdAt: instantNow(),
});

/** Geolocations a client's browser reported (`POST /web/private/client/geo`). */
export const clientGeo = pgTable('client_geo', {
  id: serial().primaryKey(),
  clientId: references(() => clients.id, 'cascade'),
  latitude: text().notNull(),
  longitude: text().notNull(),
  accuracy: text(),
  createdAt: instantNow(),
});

/** Front-end metrics (`POST /web/private/client/logger/metrics`): names and numbers only. */
export const clientMetrics = pgTable('client_metrics', {
  id: serial().primaryKey(),
  clientId: references(() => clients.id, 'cascade'),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: instantNow(),
});
