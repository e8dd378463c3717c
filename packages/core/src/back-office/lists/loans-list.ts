import { EXPORT_MAX_ROWS, type LoanListQuery, type LoanListRow } from '@lender/contracts';
import type { Database } from '@lender/db';
import { boundedCount, EXACT_COUNT_LIMIT } from '@lender/db';
import { and, eq, gte, lte, type SQL } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import {
  bucketOf,
  bucketWhere,
  outstandingBalanceSql,
  outstandingPrincipalSql,
  standingOf,
  standingWhere,
} from '../portfolio';
import { clientFullName } from './client-columns';
import { keyTextOf, readWindow, type SortKey } from './keyset';
import { type ListPage, type ListWindow, orderOf } from './list-helpers';

export type LoanListFilter = Omit<LoanListQuery, 'page' | 'perPage' | 'cursor' | 'sort'>;

export function loanListWhere(filter: LoanListFilter, loanId?: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (loanId !== undefined) conditions.push(eq(loans.id, loanId));
  if (filter.status !== undefined) conditions.push(eq(loans.status, filter.status));
  if (filter.clientId !== undefined) conditions.push(eq(loans.clientId, filter.clientId));
  if (filter.fake !== undefined) conditions.push(eq(loans.fake, filter.fake));
  if (filter.dueFrom !== undefined) conditions.push(gte(loans.dueDate, filter.dueFrom));
  if (filter.dueTo !== undefined) conditions.push(lte(loans.dueDate, filter.dueTo));
  // The portfolio's definitions (ADR 111): a bucket holds open loans only, as the dashboard counts.
  if (filter.standing !== undefined) conditions.push(standingWhere(filter.standing));
  if (filter.overdueBucket !== undefined) conditions.push(bucketWhere(filter.overdueBucket));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The loan list's sort keys besides the id (keyset pagination, ADR 048). */
const LOAN_KEYS: Record<string, SortKey> = {
  dueDate: { expr: loans.dueDate, kind: 'date' },
  principal: { expr: loans.principal, kind: 'bigint' },
  overdueDays: { expr: loans.overdueDays, kind: 'bigint' },
};

/**
 * The loan list: a page (by number, or after a cursor: ADR 048), or every filtered row for the CSV
 * export. Totals are exact up to 1,000 rows (ADR 253) (an export: up to its maximum), then a flagged estimate.
 */
export async function listLoans(
  db: Database,
  filter: LoanListFilter,
  sort: LoanListQuery['sort'],
  window: ListWindow,
  /** One loan only (the loan page's summary). */
  loanId?: number,
): Promise<ListPage<LoanListRow>> {
  const keyText = keyTextOf(sort, LOAN_KEYS);
  return readWindow({
    window,
    sort,
    keys: LOAN_KEYS,
    id: loans.id,
    where: loanListWhere(filter, loanId),
    count: (where) =>
      boundedCount(db, loans, where, window === 'export' ? EXPORT_MAX_ROWS : EXACT_COUNT_LIMIT),
    rows: (where, limit, offset) =>
      db
        .select({
          loan: loans,
          clientName: clientFullName,
          outstanding: outstandingBalanceSql,
          principal: outstandingPrincipalSql,
          keyText,
        })
        .from(loans)
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(where)
        .orderBy(
          ...orderOf(
            sort,
            {
              id: loans.id,
              dueDate: loans.dueDate,
              principal: loans.principal,
              overdueDays: loans.overdueDays,
            },
            loans.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    position: (row) => ({ id: row.loan.id, key: row.keyText }),
    item: ({ loan, ...row }) => ({
      id: loan.id,
      clientId: loan.clientId,
      clientName: row.clientName,
      applicationId: loan.applicationId,
      status: loan.status as LoanListRow['status'],
      principalCentavos: loan.principal,
      outstandingCentavos: Number(row.outstanding),
      startDate: loan.startDate,
      dueDate: loan.dueDate,
      overdueDays: loan.overdueDays,
      standing: standingOf(loan.status, loan.overdueDays),
      overdueBucket: bucketOf(loan.status, loan.overdueDays),
      outstandingPrincipalCentavos: Number(row.principal),
      fake: loan.fake,
      createdAt: loan.createdAt.toISOString(),
    }),
  });
}
