import { daysBetween } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import { clients, ledgerTransactions, loanInvoices, loans, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../../testing/lending-fixtures';
import { businessDate } from '../../clock';
import { outstandingOf } from '../../ledger/accounts';
import { loanBalances, loanEntries } from '../../ledger/ledger';
import { quoteEarlyPayoff } from '../../ledger/loan-account';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { paymentReference } from '../../payments/payment-reference';
import { formatPesos } from '../../providers/settlements/layouts';
import { approve } from '../approve';
import { settlementException } from './settlement-exception';
import { settlementImport } from './settlement-import';
import { settlementUpload } from './settlement-upload';

// A correction that takes money back from a loan already paid off reopens it (issue 39).

let t: LendingTestCore;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'maker@lender.test');
  checker = await financeUser(t, 'checker@lender.test');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
const loanRow = async (loanId: number) =>
  (await t.core.db.select().from(loans).where(eq(loans.id, loanId)))[0] as typeof loans.$inferSelect;
const closedLoans = async (clientId: number) =>
  (await t.core.db.select().from(clients).where(eq(clients.id, clientId)))[0]?.closedLoansCount;
async function* chunks(body: string) {
  yield body;
}

/** Pays the loan off by SPEI, then imports a statement where the bank got `short` centavos less. */
async function paidOffThenShort(short: number, beforeImport?: (loanId: number) => Promise<void>) {
  const loan = await paidOutLoan(t);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'clabe' },
  });
  await simulateReferencePayment(t.core, ref.reference);
  expect((await loanRow(loan.loanId)).status).toBe(LOAN_STATUS.paid);
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not completed');
  const paid = payment.paidAmount ?? payment.amount;
  await beforeImport?.(loan.loanId);
  const line = [
    businessDate(payment.completedAt),
    payment.providerPaymentId ?? `SBX${payment.id}`,
    payment.clabe,
    formatPesos(paid - short),
    payment.reference,
  ].join(',');
  const { importId } = await settlementUpload(t.core, {
    channel: 'spei',
    fileName: `corto-${payment.id}.csv`,
    source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${line}\n`),
    importedBy: maker,
  });
  const detail = await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } });
  const [mismatch] = detail.lines;
  expect(mismatch?.outcome).toBe('amount_mismatch');
  const closedBefore = await closedLoans(loan.clientId);
  const asked = await settlementException(t.core, {
    actorId: maker,
    params: { lineId: mismatch?.id as number },
    body: {
      action: 'correct_amount',
      reason: 'El banco recibió menos',
    },
  });
  await approve(t.core, { actorId: checker, params: { id: asked.id }, body: { version: asked.version } });
  return { loan, closedBefore };
}

describe('a correction that takes money back from a paid-off loan', () => {
  it('reopens it as active with the balance owed, through the ledger, audited', async () => {
    const { loan, closedBefore } = await paidOffThenShort(300_00);
    expect(await owed(loan.loanId)).toBe(300_00);
    const row = await loanRow(loan.loanId);
    expect(row).toMatchObject({ status: LOAN_STATUS.active, closedAt: null, overdueDays: 0 });
    const invoices = await t.core.db
      .select()
      .from(loanInvoices)
      .where(and(eq(loanInvoices.loanId, loan.loanId), eq(loanInvoices.kind, 'repayment')));
    expect(invoices.map((invoice) => invoice.status)).toEqual(['unpaid']);
    expect(await closedLoans(loan.clientId)).toBe((closedBefore ?? 0) - 1);
    const adjustments = (await loanEntries(t.core.db, loan.loanId)).filter((e) => e.kind === 'adjustment');
    expect(adjustments.length).toBeGreaterThan(0);
    const audited = await t.core.audit.list({ entity: 'loan' }, { page: 1, perPage: 50 });
    const reopen = audited.items.find(
      (entry) => entry.action === 'loan.reopen' && entry.entityId === String(loan.loanId),
    );
    expect(reopen).toBeDefined();
  });

  it('closes a loan that a correction pays off (the bank got more)', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: payoff - 500_00 },
      },
    });
    await simulateReferencePayment(t.core, ref.reference);
    expect((await loanRow(loan.loanId)).status).toBe(LOAN_STATUS.active);
    // The bank got the partial payment plus exactly what is still owed.
    const rest = await owed(loan.loanId);
    const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
    const line = [
      businessDate(payment?.completedAt as Date),
      payment?.providerPaymentId,
      payment?.clabe,
      formatPesos(payoff - 500_00 + rest),
      payment?.reference,
    ].join(',');
    const { importId } = await settlementUpload(t.core, {
      channel: 'spei',
      fileName: 'mas.csv',
      source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${line}\n`),
      importedBy: maker,
    });
    const [mismatch] = (await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } })).lines;
    const asked = await settlementException(t.core, {
      actorId: maker,
      params: { lineId: mismatch?.id as number },
      body: {
        action: 'correct_amount',
        reason: 'El banco recibió más',
      },
    });
    await approve(t.core, { actorId: checker, params: { id: asked.id }, body: { version: asked.version } });
    expect(await owed(loan.loanId)).toBe(0);
    expect((await loanRow(loan.loanId)).status).toBe(LOAN_STATUS.paid);
  });

  it('reopens it overdue (late fees, overdue days) when its due date has passed', async () => {
    // Paid off early; the short settlement is worked two weeks after the loan's due date.
    const late = await paidOffThenShort(150_00, async (loanId) => {
      const { dueDate } = await loanRow(loanId);
      t.clock.advance((daysBetween(businessDate(t.core.clock.now()), dueDate) + 14) * DAY);
    });
    const row = await loanRow(late.loan.loanId);
    expect([LOAN_STATUS.active, LOAN_STATUS.onHold]).toContain(row.status);
    expect(row.overdueDays).toBeGreaterThan(0);
    const fees = await t.core.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.loanId, late.loan.loanId), eq(ledgerTransactions.kind, 'late_fee')));
    expect(fees.length).toBeGreaterThan(0);
    expect(await owed(late.loan.loanId)).toBeGreaterThan(150_00);
  });
});
