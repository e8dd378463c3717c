import type {
  LedgerChecks,
  SettlementImport,
  SettlementImportDetail,
  SettlementLine,
  SettlementLineQuery,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  type SQL,
  sql,
} from '@lender/db/orm';
import {
  approvalRequests,
  backOfficeUsers,
  payments,
  settlementImports,
  settlementLines,
  settlementPaymentChecks,
} from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import type { PageRequest } from '../operations-model';
import { cashPosition, openAlerts, trialBalance } from './ledger-checks';
import { ACTIONS_OF_OUTCOME } from './settlement-exceptions';
import { repeatsOf } from './settlement-identity';

type ImportRow = typeof settlementImports.$inferSelect;
const COUNT_KEYS = ['matched', 'unmatched', 'duplicate', 'amount_mismatch', 'repeated', 'missing'] as const;
/** Lines that are not exceptions: matched, or already imported in an earlier file (ADR 168). */
const SETTLED = ['matched', 'repeated'] as const;

/** The CLABE shows only its last four digits on a screen (personal data). */
const masked = (channel: string, account: string) =>
  channel === 'spei' && account.length > 4 ? `•••• ${account.slice(-4)}` : account;

async function importView(db: Executor, row: ImportRow, userName: string | null): Promise<SettlementImport> {
  const [totals] = await db
    .select({
      total: sql<string>`coalesce(sum(${settlementLines.amount}), 0)::text`,
      open: sql<number>`(count(*) filter (where ${settlementLines.outcome} not in ('matched', 'repeated') and ${settlementLines.resolution} is null))::int`,
    })
    .from(settlementLines)
    .where(eq(settlementLines.importId, row.id));
  const counts = Object.fromEntries(COUNT_KEYS.map((key) => [key, row.counts[key] ?? 0])) as Record<
    (typeof COUNT_KEYS)[number],
    number
  >;
  return {
    id: row.id,
    channel: row.channel,
    fileName: row.fileName,
    lineCount: row.lineCount,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    totalCentavos: Number(totals?.total ?? 0),
    counts: { ...counts, open: totals?.open ?? 0 },
    importedBy: userName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The imported files, newest first (only finished imports: a file being read is not listed). */
export async function listImports(db: Executor, page: PageRequest) {
  const done = sql`${settlementImports.fileHash} not like 'importing:%'`;
  const [totals] = await db.select({ total: count() }).from(settlementImports).where(done);
  const rows = await db
    .select({ row: settlementImports, userName: backOfficeUsers.name })
    .from(settlementImports)
    .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, settlementImports.importedBy))
    .where(done)
    .orderBy(desc(settlementImports.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const items = [];
  for (const { row, userName } of rows) items.push(await importView(db, row, userName));
  return { total: totals?.total ?? 0, items };
}

/** An import with a page of its lines (filtered by outcome and state) and its payments missing from the file. */
export async function importDetail(
  db: Executor,
  query: SettlementLineQuery,
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

/** The trial balance, cash position and open alerts of a business date. */
export async function ledgerChecks(db: Executor, date: string): Promise<LedgerChecks> {
  const balance = await trialBalance(db, date);
  const cash = await cashPosition(db, date);
  const alerts = await openAlerts(db);
  return {
    date,
    trialBalance: {
      accounts: balance.accounts.map((row) => ({
        account: row.account,
        debitCentavos: row.debit,
        creditCentavos: row.credit,
      })),
      totalDebitCentavos: balance.totalDebit,
      totalCreditCentavos: balance.totalCredit,
      even: balance.even,
    },
    cashPosition: cash.map((row) => ({
      channel: row.channel,
      statementCentavos: row.statement,
      ledgerCentavos: row.ledger,
      notOursCentavos: row.notOurs,
      differenceCentavos: row.difference,
      reported: row.reported,
    })),
    alerts: alerts.map((alert) => ({
      id: alert.id,
      businessDate: alert.businessDate,
      kind: alert.kind,
      channel: alert.channel,
      differenceCentavos: alert.details.difference ?? 0,
    })),
  };
}
