import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references } from './columns';
import { geoMunicipalities } from './geo';
import { backOfficeUsers } from './identity';
import { loans } from './loans';

/**
 * Declared disaster zones (issue 52, ADR 301): a SEPOMEX municipality the back office marks as hit
 * by a declared disaster from `startsOn` to `endsOn` (business dates, Mexico City), with the
 * declaration it rests on. Ending one early sets `endsOn` to that day and keeps who ended it.
 */
export const disasterZones = pgTable(
  'disaster_zones',
  {
    id: serial().primaryKey(),
    municipalityId: text()
      .notNull()
      .references(() => geoMunicipalities.id),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** The declaration's reference (e.g. the DOF notice of the emergency declaration). */
    reference: text().notNull(),
    reason: text().notNull(),
    declaredBy: references(() => backOfficeUsers.id),
    endedBy: nullableReferences(() => backOfficeUsers.id),
    endedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('disaster_zones_municipality_idx').on(t.municipalityId, t.startsOn),
    check('disaster_zones_period_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A borrower's disaster-relief deferral (issue 52, ADR 301): the loan's due date moved `months`
 * months on, without fees or late interest, with the consent evidence (the text version accepted,
 * when, from which address and browser). One per loan.
 */
export const reliefDeferrals = pgTable(
  'relief_deferrals',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    zoneId: references(() => disasterZones.id),
    months: integer().notNull(),
    previousDueDate: date({ mode: 'string' }).notNull(),
    newDueDate: date({ mode: 'string' }).notNull(),
    /** The business date it was granted (Mexico City): the new due date is in force from then. */
    grantedOn: date({ mode: 'string' }).notNull(),
    /** The version of the deferral terms the borrower accepted (`YYYY-MM-DD`). */
    termsVersion: text().notNull(),
    acceptedAt: instant().notNull(),
    ip: text().notNull(),
    userAgent: text(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('relief_deferrals_loan_uq').on(t.loanId),
    index('relief_deferrals_granted_idx').on(t.grantedOn),
    check('relief_deferrals_months_check', sql`${t.months} between 1 and 3`),
  ],
);
