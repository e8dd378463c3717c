import type { SettlementImportDetail, SettlementLine, SettlementLineQuery } from '@lender/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from '@lender/db/orm';
import {
  approvalRequests,
  backOfficeUsers,
  payments,
  settlementImports,
  settlementLines,
  settlementPaymentChecks,
} from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import type { ReadContext } from '../reader';
import { ACTIONS_OF_OUTCOME } from './settlement-exceptions';
import { repeatsOf } from './settlement-identity';
import { importView } from './settlement-imports';

/** Lines that are not exceptions: matched, or already imported in an earlier file (ADR 168). */
const SETTLED = ['matched', 'repeated'] as const;

/** The CLABE shows only its last four digits on a screen (personal data). */
const masked = (channel: string, account: string) =>
  channel === 'spei' && account.length > 4 ? `•••• ${account.slice(-4)}` : account;

/**
 * `backOffice.settlementImport`: an import with a page of its lines (filtered by outcome and state)
 * and its payments missing from the file.
 */
export async function settlementImport(
  { db }: Pick<ReadContext, 'db'>,
  { query }: { readonly query: SettlementLineQuery },
): Promise<SettlementImportDetail> {
  const [found] = await db
    .select({ row: settlementImports, userName: backOfficeUsers.name })
    .from(settlementImports)
    .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, settlementImports.importedBy))
    .where(eq(settlementImports.id, query.importId));
  if (!found) throw new CoreError('not_found');
  const conditions: SQL[] = [eq(settlementLines.importId, query.importId)];
  if (query.outcome) conditions.push(eq(settlementLines.outcome, query.outcome));
  if (query.state === 'open')
    conditions.push(notInArray(settlementLines.outcome, [...SETTLED]), isNull(settlementLines.resolution));
  if (query.state === 'worked') conditions.push(isNotNull(settlementLines.resolution));
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(settlementLines).where(where);
  const rows = await db
    .select({ line: settlementLines, loanId: payments.loanId })
    .from(settlementLines)
    .leftJoin(payments, eq(payments.id, settlementLines.paymentId))
    .where(where)
    .orderBy(asc(settlementLines.lineNumber))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const ids = rows.map(({ line }) => String(line.id));
  const pending = ids.length
    ? await db
        .select({ id: approvalRequests.id, entityId: approvalRequests.entityId })
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.kind, 'reconciliation.exception'),
            eq(approvalRequests.status, 'pending'),
            inArray(approvalRequests.entityId, ids),
          ),
        )
    : [];
  const repeats = await repeatsOf(
    db,
    query.importId,
    rows.map(({ line }) => line),
  );
  const lines: SettlementLine[] = rows.map(({ line, loanId }) => {
    const approval = pending.find((request) => request.entityId === String(line.id));
    return {
      id: line.id,
      lineNumber: line.lineNumber,
      valueDate: line.valueDate,
      amountCentavos: line.amount,
      movementKey: line.movementKey,
      reference: line.reference,
      account: masked(line.channel, line.account),
      outcome: line.outcome ?? 'unmatched',
      expectedCentavos: line.expectedAmount,
      payment: line.paymentId !== null && loanId !== null ? { id: line.paymentId, loanId } : null,
      resolution: line.resolution,
      actions:
        line.resolution === null && approval === undefined
          ? [...(ACTIONS_OF_OUTCOME[line.outcome ?? ''] ?? [])]
          : [],
      pendingApprovalId: approval?.id ?? null,
      repeatOf: repeats.get(line.id) ?? null,
    };
  });
  const missing = await db
    .select({
      paymentId: payments.id,
      loanId: payments.loanId,
      amount: payments.amount,
      paidAmount: payments.paidAmount,
      reference: payments.reference,
      completedOn: sql<
        string | null
      >`(${payments.completedAt} at time zone 'America/Mexico_City')::date::text`,
    })
    .from(settlementPaymentChecks)
    .innerJoin(payments, eq(payments.id, settlementPaymentChecks.paymentId))
    .where(
      and(
        eq(settlementPaymentChecks.importId, query.importId),
        eq(settlementPaymentChecks.outcome, 'missing'),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(200);
  return {
    import: await importView(db, found.row, found.userName),
    lines,
    total: totals?.total ?? 0,
    missingPayments: missing.map((row) => ({
      paymentId: row.paymentId,
      loanId: row.loanId,
      amountCentavos: row.paidAmount ?? row.amount,
      completedOn: row.completedOn,
      reference: row.reference,
    })),
  };
}
