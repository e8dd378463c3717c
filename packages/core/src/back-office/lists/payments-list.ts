import { addDays } from '@lender/calculator/kernel';
import { EXPORT_MAX_ROWS, type PaymentListQuery, type PaymentListRow } from '@lender/contracts';
import type { Database } from '@lender/db';
import { boundedCount, EXACT_COUNT_LIMIT } from '@lender/db';
import { and, eq, gte, lt, type SQL, sql } from '@lender/db/orm';
import { clients, payments } from '@lender/db/schema';
import { readableReference } from '../../payments/payment-model';
import { clientFullName } from './client-columns';
import { keyTextOf, readWindow, type SortKey } from './keyset';
import { type ListPage, type ListWindow, mexicoCityStart, orderOf } from './list-helpers';

export type PaymentListFilter = Omit<PaymentListQuery, 'page' | 'perPage' | 'cursor' | 'sort'>;

export function paymentListWhere(filter: PaymentListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.channel !== undefined) conditions.push(eq(payments.paymentType, filter.channel));
  if (filter.status !== undefined) conditions.push(eq(payments.status, filter.status));
  if (filter.kind !== undefined) conditions.push(eq(payments.kind, filter.kind));
  if (filter.loanId !== undefined) conditions.push(eq(payments.loanId, filter.loanId));
  if (filter.clientId !== undefined) conditions.push(eq(payments.clientId, filter.clientId));
  if (filter.fake !== undefined) conditions.push(eq(payments.fake, filter.fake));
  if (filter.from !== undefined) conditions.push(gte(payments.createdAt, mexicoCityStart(filter.from)));
  if (filter.to !== undefined) {
    conditions.push(lt(payments.createdAt, mexicoCityStart(addDays(filter.to, 1))));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The name of the back-office user who recorded a payment (`user:<id>`), null otherwise. */
export const recorderName = sql<
  string | null
>`(select u.name from back_office_users u where ${payments.recordedBy} = 'user:' || u.id)`;

export function paymentRowOf(
  row: typeof payments.$inferSelect,
  clientName: string,
  recordedByName: string | null,
): PaymentListRow {
  return {
    id: row.id,
    loanId: row.loanId,
    clientId: row.clientId,
    clientName,
    kind: row.kind,
    channel: row.paymentType,
    status: row.status,
    amountCentavos: row.amount,
    paidCentavos: row.paidAmount,
    reference: readableReference(row.reference),
    recordedBy: row.recordedBy,
    recordedByName,
    fake: row.fake,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    paidOn: row.paidOn,
  };
}

/** The payment list's sort keys besides the id (keyset pagination, ADR 048). */
const PAYMENT_KEYS: Record<string, SortKey> = { amount: { expr: payments.amount, kind: 'bigint' } };

/**
 * Payments by channel and status: a page (by number, or after a cursor: ADR 048), or every
 * filtered row for the export. Totals are exact up to 1,000 rows (ADR 253), then a flagged estimate.
 */
export async function listPayments(
  db: Database,
  filter: PaymentListFilter,
  sort: PaymentListQuery['sort'],
  window: ListWindow,
): Promise<ListPage<PaymentListRow>> {
  const keyText = keyTextOf(sort, PAYMENT_KEYS);
  return readWindow({
    window,
    sort,
    keys: PAYMENT_KEYS,
    id: payments.id,
    where: paymentListWhere(filter),
    count: (where) =>
      boundedCount(db, payments, where, window === 'export' ? EXPORT_MAX_ROWS : EXACT_COUNT_LIMIT),
    rows: (where, limit, offset) =>
      db
        .select({ payment: payments, clientName: clientFullName, recorderName, keyText })
        .from(payments)
        .innerJoin(clients, eq(clients.id, payments.clientId))
        .where(where)
        .orderBy(...orderOf(sort, { id: payments.id, amount: payments.amount }, payments.id))
        .limit(limit)
        .offset(offset),
    position: (row) => ({ id: row.payment.id, key: row.keyText }),
    item: (row) => paymentRowOf(row.payment, row.clientName, row.recorderName),
  });
}
