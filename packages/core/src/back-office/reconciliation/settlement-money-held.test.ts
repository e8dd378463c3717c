import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
  pendingRefunds,
} from '../../../testing/lending-fixtures';
import { businessDate } from '../../clock';
import { loanBalances } from '../../ledger/ledger';
import { quoteEarlyPayoff } from '../../ledger/loan-account';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { paymentReference } from '../../payments/payment-reference';
import { formatPesos } from '../../providers/settlements/layouts';
import { approve } from '../approve';
import { settlementException } from './settlement-exception';
import { settlementImport } from './settlement-import';
import { settlementUpload } from './settlement-upload';

// ADR 309, 311: what a loan holds for its borrower is always asked back by the platform's refund
// request of exactly that amount, also when working a statement's exception changes what is held
// (a duplicate held, a settlement correction taking back or adding money).

let t: LendingTestCore;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'held-maker@lender.test');
  checker = await financeUser(t, 'held-checker@lender.test');
});
afterAll(() => t.close());

async function* chunks(body: string) {
  yield body;
}
const held = async (loanId: number) => -((await loanBalances(t.core.db, loanId)).overpayment_suspense ?? 0);
const asked = async (loanId: number) =>
  (await pendingRefunds(t, loanId)).map((request) => request.payload.amountCentavos);

/** A loan paid off by SPEI with `above` centavos beyond its payoff: its payment. */
async function paidOffBySpei(above: number) {
  const loan = await paidOutLoan(t);
  const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'clabe', amount: { amount: payoff } },
  });
  await simulateReferencePayment(t.core, ref.reference, payoff + above);
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not completed');
  const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
  expect(row?.status).toBe(LOAN_STATUS.paid);
  return { ...loan, payment };
}

/** Imports a SPEI statement of the payment's lines (centavos each) and works `line` with `action`. */
async function work(
  payment: typeof payments.$inferSelect,
  amounts: number[],
  line: number,
  action: 'reverse_duplicate' | 'correct_amount',
) {
  const rows = amounts.map((amount) =>
    [
      businessDate(payment.completedAt as Date),
      payment.providerPaymentId ?? `SBX${payment.id}`,
      payment.clabe,
      formatPesos(amount),
      payment.reference,
    ].join(','),
  );
  const { importId } = await settlementUpload(t.core, {
    channel: 'spei',
    fileName: `estado-${payment.id}-${action}.csv`,
    source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${rows.join('\n')}\n`),
    importedBy: maker,
  });
  const { lines } = await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } });
  const target = lines[line];
  const request = await settlementException(t.core, {
    actorId: maker,
    params: { lineId: target?.id as number },
    body: { action, reason: 'Estado de cuenta' },
  });
  await approve(t.core, { actorId: checker, params: { id: request.id }, body: { version: request.version } });
  return lines;
}

describe('working a statement exception keeps the refund request equal to what is held', () => {
  it('a duplicate line held for the borrower asks for its refund', async () => {
    const { loanId, payment } = await paidOffBySpei(0);
    expect(await asked(loanId)).toEqual([]);
    const paid = payment.paidAmount ?? payment.amount;
    const lines = await work(payment, [paid, paid], 1, 'reverse_duplicate');
    expect(lines.map((l) => l.outcome)).toEqual(['matched', 'duplicate']);
    expect(await held(loanId)).toBe(paid);
    expect(await asked(loanId)).toEqual([paid]);
  });

  it('a correction that takes back $30.00 of $100.00 held asks for $70.00, not the stale $100.00', async () => {
    const { loanId, payment } = await paidOffBySpei(100_00);
    expect(await asked(loanId)).toEqual([100_00]);
    const paid = payment.paidAmount ?? payment.amount;
    await work(payment, [paid - 30_00], 0, 'correct_amount');
    expect(await held(loanId)).toBe(70_00);
    expect(await asked(loanId)).toEqual([70_00]);
  });

  it('a correction that adds $0.01 beyond a paid-off loan asks for that centavo', async () => {
    const { loanId, payment } = await paidOffBySpei(0);
    const paid = payment.paidAmount ?? payment.amount;
    await work(payment, [paid + 1], 0, 'correct_amount');
    expect(await held(loanId)).toBe(1);
    expect(await asked(loanId)).toEqual([1]);
  });
});
