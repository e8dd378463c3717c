import { LOAN_STATUS } from '@lender/calculator/platform';
import { sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { fullNameSql, nameColumnList, nameColumns, sortNameSql } from '../../identity/name-parts';

// The SQL pieces of the client list that its filter and its page statements share (ADRs 057, 095).

const OPEN = sql.raw(`${LOAN_STATUS.active}, ${LOAN_STATUS.onHold}`);

export const searchName = sql<string>`lender_client_search_name(${nameColumnList})`;
export const hasActiveLoan = sql<boolean>`exists (select 1 from loans l where l.client_id = "clients"."id" and l.status in (${OPEN}))`;
export const overdue = sql<boolean>`exists (select 1 from loans l where l.client_id = "clients"."id" and l.status in (${OPEN}) and l.overdue_days > 0)`;
export const overdueDays = sql<number>`coalesce((select max(l.overdue_days) from loans l where l.client_id = "clients"."id" and l.status in (${OPEN})), 0)`;

/** A client's full name (the loan and payment lists name whose loan or payment it is). */
export const clientFullName = fullNameSql;

/** The name order: surname then first name, case-insensitive (index `clients_name_idx`). */
export const sortName = sortNameSql;

/**
 * The columns a list's client summary is made of (issue 17): a list selects these, not the whole
 * row, whose encrypted CURP, CLABE and address blobs it would read and parse for every row only
 * to drop them.
 */
export const clientSummaryColumns = {
  id: clients.id,
  ...nameColumns,
  emailEnc: clients.emailEnc,
  legacyEmail: clients.legacyEmail,
  phoneEnc: clients.phoneEnc,
  status: clients.status,
  createdAt: clients.createdAt,
  fake: clients.fake,
  closedLoansCount: clients.closedLoansCount,
};
