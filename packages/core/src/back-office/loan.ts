import { fromApiAmount } from '@lender/calculator';
import type { ApprovalRequest, LoanFacts, LoanPage } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, desc, eq } from '@lender/db/orm';
import {
  approvalRequests,
  clients,
  loanDocuments,
  loanInvoices,
  loans,
  offers,
  paymentReferences,
  payments,
  rollovers,
} from '@lender/db/schema';
import { readProductConfig } from '../catalog/product';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { balanceOf } from '../ledger/accounts';
import { loanBalances, loanEntries } from '../ledger/ledger';
import type { LoanAccountContext } from '../ledger/loan-account';
import { loanSchedule } from '../loans/loan-view';
import { maskPhone, type PiiCrypto } from '../pii';
import { approvalView, selectApprovals } from './approval-rows';
import { listLoans } from './lists/loans-list';
import { paymentRowOf, recorderName } from './lists/payments-list';
import { refundPayoutsOf } from './refund-payouts';

/** What a loan's page reads (`Core` is one). */
export interface LoanPageContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  /** The loan account: the schedule is brought up to the borrower's day first. */
  readonly loanAccount: LoanAccountContext;
}

/** The loan's row (404 `not_found` without it). */
export async function loanRowOf(db: Database, loanId: number) {
  const [row] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!row) throw new CoreError('not_found');
  return row;
}

/** The maker-checker requests about one record, newest first. */
async function approvalsAbout(db: Database, entity: string, entityId: number): Promise<ApprovalRequest[]> {
  const rows = await selectApprovals(db)
    .where(and(eq(approvalRequests.entity, entity), eq(approvalRequests.entityId, String(entityId))))
    .orderBy(desc(approvalRequests.id));
  return rows.map(approvalView);
}

/** Who and at what price (issue 36): the client's phone masked, the day paid out, rate and CAT. */
async function factsOf(
  ctx: Pick<LoanPageContext, 'db' | 'pii'>,
  loan: typeof loans.$inferSelect,
): Promise<LoanFacts> {
  const { db } = ctx;
  const [client] = await db
    .select({ phoneEnc: clients.phoneEnc })
    .from(clients)
    .where(eq(clients.id, loan.clientId));
  const [accepted] = await db
    .select({ view: offers.view })
    .from(offers)
    .where(eq(offers.applicationId, loan.applicationId))
    .orderBy(desc(offers.id))
    .limit(1);
  const view = (accepted?.view ?? {}) as { apr?: unknown; cat?: unknown };
  const apr = typeof view.apr === 'number' ? view.apr : null;
  const { terms } = await readProductConfig(db);
  return {
    clientPhoneMasked: client?.phoneEnc ? maskPhone(ctx.pii.decrypt(client.phoneEnc)) : null,
    disbursedOn: loan.startDate,
    annualRatePercent: apr,
    dailyRatePercent: apr === null ? null : Math.round((apr / terms.dayCountBasis) * 10_000) / 10_000,
    catPercent: typeof view.cat === 'number' ? view.cat : null,
  };
}

/**
 * `backOffice.loan` (issue 16, ADR 056): a loan's page: its summary and facts, the schedule with what
 * each invoice is made of, the ledger, payments, payment references, extensions, documents, the
 * maker-checker requests about it and its payments, and its refund payouts.
 */
export async function loan(
  ctx: LoanPageContext,
  { params: { id: loanId } }: { params: { id: number } },
): Promise<LoanPage> {
  const { db } = ctx;
  const row = await loanRowOf(db, loanId);
  const [summary] = (await listLoans(db, {}, '-id', { page: 1, perPage: 1 }, loanId)).items;
  const balances = await loanBalances(db, loanId);
  const [invoices, entries, paid, references, extensions, documents, approvals] = [
    await db
      .select()
      .from(loanInvoices)
      .where(eq(loanInvoices.loanId, loanId))
      .orderBy(asc(loanInvoices.dueDate)),
    await loanEntries(db, loanId),
    await db
      .select({ payment: payments, recorderName })
      .from(payments)
      .where(eq(payments.loanId, loanId))
      .orderBy(desc(payments.id)),
    await db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.loanId, loanId))
      .orderBy(desc(paymentReferences.id)),
    await db.select().from(rollovers).where(eq(rollovers.loanId, loanId)).orderBy(desc(rollovers.id)),
    await db
      .select()
      .from(loanDocuments)
      .where(eq(loanDocuments.loanId, loanId))
      .orderBy(desc(loanDocuments.id)),
    await approvalsAbout(db, 'loan', loanId),
  ];
  // The reversals asked for the loan's payments are the loan's business too.
  for (const { payment } of paid) approvals.push(...(await approvalsAbout(db, 'payment', payment.id)));
  if (!summary) throw new CoreError('not_found');
  // Each invoice with what it is made of, as the borrower's schedule shows it (from the ledger).
  const { loan, invoices: views } = await loanSchedule(ctx, loanId);
  const centavos = (money: { amount: number }) => fromApiAmount(money.amount);
  const amountsOf = (line: (typeof invoices)[number]) => {
    const view = views.find((invoice) => invoice.id === line.id);
    if (!view) {
      const owed = line.status === 'paid' ? 0 : line.amount;
      return {
        principalCentavos: 0,
        interestCentavos: 0,
        feesCentavos: line.amount,
        vatCentavos: 0,
        lateFeesCentavos: 0,
        amountCentavos: line.amount,
        paidCentavos: line.amount - owed,
        outstandingCentavos: owed,
      };
    }
    return {
      principalCentavos: centavos(view.principal),
      interestCentavos: centavos(view.interest),
      feesCentavos: centavos(view.fees),
      vatCentavos: centavos(view.vat),
      lateFeesCentavos: centavos(view.lateFees),
      amountCentavos: centavos(view.total),
      paidCentavos: centavos(view.paid),
      outstandingCentavos: centavos(view.outstanding),
    };
  };
  const clientName = summary.clientName;
  return {
    summary,
    facts: await factsOf(ctx, row),
    loan,
    balances: balances as Record<string, number>,
    refundableCentavos: Math.max(0, -balanceOf(balances, 'overpayment_suspense')),
    schedule: invoices.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      dueDate: row.dueDate,
      ...amountsOf(row),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    ledger: entries.map((entry) => ({
      transactionId: entry.transactionId,
      kind: entry.kind,
      reference: entry.reference,
      effectiveDate: entry.effectiveDate,
      account: entry.account,
      amountCentavos: entry.amount,
    })),
    payments: paid.map(({ payment, recorderName: name }) => paymentRowOf(payment, clientName, name)),
    // What the borrower was shown to pay with, apart from the money received (issue 47).
    references: references.map((row) => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      amountCentavos: row.amount,
      reference: row.reference,
      barcode: row.barcode,
      clabe: row.clabe,
      state:
        row.paymentId !== null
          ? ('paid' as const)
          : row.expiresAt.getTime() > ctx.clock.now().getTime()
            ? ('live' as const)
            : ('expired' as const),
      paymentId: row.paymentId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    extensions: extensions.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      days: row.days,
      feeCentavos: row.fee,
      newDueDate: row.newDueDate,
      paidAt: row.paidAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    documents: documents.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
    })),
    approvals,
    refunds: await refundPayoutsOf(db, loanId),
  };
}
