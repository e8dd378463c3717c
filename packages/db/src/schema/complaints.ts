import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, nullableReferences } from './columns';
import { backOfficeUsers } from './identity';
import { loans } from './loans';

/**
 * The UNE's register of complaints (issue 39, ADRs 166–167): every consulta, reclamación or
 * aclaración with its folio, when and how it came in, the answer's due date in business days, and
 * how it was resolved. The complainant may not be a client yet (`clientId` null, `complainantName`).
 * Codes (`channel`, `kind`, `cause`, `status`, `resolution`) have their words in `@lender/i18n`.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial().primaryKey(),
    /** `UNE-YYYY-NNNNNN`: the year it was logged and its number in that year, without gaps. */
    folio: text().notNull(),
    folioYear: integer().notNull(),
    folioNumber: integer().notNull(),
    receivedAt: instant().notNull(),
    /** `phone`, `email`, `web`, `in_person`, `condusef`. */
    channel: text().notNull(),
    /** `inquiry` (consulta), `claim` (reclamación), `clarification` (aclaración). */
    kind: text().notNull(),
    cause: text().notNull(),
    product: text().notNull(),
    clientId: nullableReferences(() => clients.id),
    loanId: nullableReferences(() => loans.id),
    /** Who complained when it is not (yet) a client. */
    complainantName: text(),
    description: text().notNull(),
    /** `received`, `in_progress`, `resolved`. */
    status: text().notNull().default('received'),
    /** The business date (Mexico City) the answer is due. */
    dueDate: date({ mode: 'string' }).notNull(),
    /** `favourable`, `partial`, `unfavourable` (to the client). */
    resolution: text(),
    resolutionText: text(),
    resolvedAt: instant(),
    /** Who logged it; null when the client filed it from the site (channel `web`). */
    loggedBy: nullableReferences(() => backOfficeUsers.id),
    startedBy: nullableReferences(() => backOfficeUsers.id),
    startedAt: instant(),
    resolvedBy: nullableReferences(() => backOfficeUsers.id),
  },
  (t) => [
    uniqueIndex('complaints_folio_uq').on(t.folio),
    uniqueIndex('complaints_folio_number_uq').on(t.folioYear, t.folioNumber),
    index('complaints_received_idx').on(t.receivedAt),
    index('complaints_open_due_idx').on(t.dueDate).where(sql`status <> 'resolved'`),
    index('complaints_client_idx').on(t.clientId),
    check(
      'complaints_channel_check',
      sql`${t.channel} in ('phone', 'email', 'web', 'in_person', 'condusef')`,
    ),
    check('complaints_kind_check', sql`${t.kind} in ('inquiry', 'claim', 'clarification')`),
    check('complaints_status_check', sql`${t.status} in ('received', 'in_progress', 'resolved')`),
    check(
      'complaints_resolution_check',
      sql`(${t.status} = 'resolved') = (${t.resolution} is not null and ${t.resolvedAt} is not null)`,
    ),
    check(
      'complaints_resolution_value_check',
      sql`${t.resolution} is null or ${t.resolution} in ('favourable', 'partial', 'unfavourable')`,
    ),
  ],
);
