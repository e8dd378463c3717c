import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references, sharedKey } from './columns';
import { clientDocuments } from './documents';
import { backOfficeUsers } from './identity';

/**
 * ARCO requests (LFPDPPP): a borrower's request to access, rectify, cancel or oppose the use of
 * their personal data, filed on the site or entered by a privacy officer from an e-mail or letter.
 * Its folio has no gaps per year; the answer is due 20 business days after it was received and,
 * when granted, the act 15 business days after the answer (Mexico City calendar). A rectification's
 * corrections are personal data: stored encrypted (`changesEnc`, AES-GCM like the client's CURP).
 * Codes (`right`, `channel`, `status`, …) have their words in `@lender/i18n`.
 */
export const arcoRequests = pgTable(
  'arco_requests',
  {
    id: serial().primaryKey(),
    /** `ARCO-YYYY-NNNNNN`. */
    folio: text().notNull(),
    folioYear: integer().notNull(),
    folioNumber: integer().notNull(),
    clientId: references(() => clients.id),
    /** `access`, `rectification`, `cancellation`, `opposition`. */
    right: text().notNull(),
    /** `web`, `email`, `letter`. */
    channel: text().notNull(),
    receivedAt: instant().notNull(),
    /** An opposition's purpose: `marketing`, `automated_decisions`. */
    purpose: text(),
    /** A rectification's corrections, `[{ field, value }]` as JSON, encrypted. */
    changesEnc: text(),
    /** A rectification's supporting document. */
    documentId: nullableReferences(() => clientDocuments.id),
    description: text(),
    /** `session`, `password`, `id_document`. */
    identityCheck: text().notNull(),
    identityVerifiedAt: instant(),
    identityVerifiedBy: nullableReferences(() => backOfficeUsers.id),
    identityNote: text(),
    /** `received`, `answered`, `completed`, `refused`. */
    status: text().notNull().default('received'),
    answerDueDate: date({ mode: 'string' }).notNull(),
    answeredAt: instant(),
    answeredBy: nullableReferences(() => backOfficeUsers.id),
    /** `granted`, `denied`. */
    outcome: text(),
    denialReason: text(),
    answerText: text(),
    /** A granted request: the business date it must be acted on by. */
    actDueDate: date({ mode: 'string' }),
    completedAt: instant(),
    /** What acting did (not personal data: sizes, fingerprints, field names, outcomes). */
    actResult: jsonb().$type<Record<string, unknown>>(),
    /** The officer who entered it; null when the borrower filed it on the site. */
    loggedBy: nullableReferences(() => backOfficeUsers.id),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('arco_requests_folio_uq').on(t.folio),
    uniqueIndex('arco_requests_folio_number_uq').on(t.folioYear, t.folioNumber),
    index('arco_requests_client_idx').on(t.clientId),
    index('arco_requests_open_answer_idx').on(t.answerDueDate).where(sql`status = 'received'`),
    index('arco_requests_open_act_idx').on(t.actDueDate).where(sql`status = 'answered'`),
    check(
      'arco_requests_right_check',
      sql`${t.right} in ('access', 'rectification', 'cancellation', 'opposition')`,
    ),
    check('arco_requests_channel_check', sql`${t.channel} in ('web', 'email', 'letter')`),
    check('arco_requests_status_check', sql`${t.status} in ('received', 'answered', 'completed', 'refused')`),
    check(
      'arco_requests_purpose_check',
      sql`(${t.right} = 'opposition') = coalesce(${t.purpose} in ('marketing', 'automated_decisions'), false)`,
    ),
    check(
      'arco_requests_answer_check',
      sql`(${t.status} = 'received') = (${t.answeredAt} is null)
        and (${t.status} = 'refused') = (${t.outcome} is not distinct from 'denied')
        and (${t.status} in ('answered', 'completed')) = (${t.outcome} is not distinct from 'granted')
        and (${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);

/**
 * A client's standing privacy choices that are not consents: the opposition to decisions made
 * without a person (from then on a person reviews every application). One row per client.
 */
export const clientPrivacy = pgTable('client_privacy', {
  clientId: sharedKey(() => clients.id, 'cascade'),
  /** Since when a person, not the engine alone, decides the client's applications. */
  humanReviewSince: instant(),
  updatedAt: instantNow(),
});
