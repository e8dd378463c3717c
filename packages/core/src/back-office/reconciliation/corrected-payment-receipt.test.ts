import { eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../../testing/lending-fixtures';
import { businessDate } from '../../clock';
import { outstandingOf } from '../../ledger/accounts';
import { loanBalances } from '../../ledger/ledger';
import { quoteEarlyPayoff } from '../../ledger/loan-account';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { type PaymentReceipt, receiptOf } from '../../payments/payment-receipts';
import { paymentReference } from '../../payments/payment-reference';
import { formatPesos } from '../../providers/settlements/layouts';
import { approve } from '../approve';
import { settlementException } from './settlement-exception';
import { settlementImport } from './settlement-import';
import { settlementUpload } from './settlement-upload';

// A payment the bank settled for another amount (ADR 142) is corrected to it: its receipt then states
// the corrected amount, what it paid adds up to it to the centavo, and the balance after it is the
// ledger's.

let t: LendingTestCore;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'receipt-maker@lender.test');
  checker = await financeUser(t, 'receipt-checker@lender.test');
});
afterAll(() => t.close());

async function* chunks(body: string) {
  yield body;
}
const paidIn = (receipt: PaymentReceipt) => {
  const { interest, lateFees, vat, principal, overpayment, fees } = receipt.allocation;
  return interest + lateFees + vat + principal + overpayment + fees;
};

/** A SPEI payment of `amount` centavos, then a statement saying the bank got `difference` more. */
async function corrected(amount: (payoff: number) => number, difference: number) {
  const loan = await paidOutLoan(t);
  const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'clabe', amount: { amount: Math.min(amount(payoff), payoff) } },
  });
  await simulateReferencePayment(t.core, ref.reference, amount(payoff));
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not completed');
  const paid = payment.paidAmount ?? payment.amount;
  expect(paidIn(await receiptOf(t.core, payment.id, 'back-office'))).toBe(paid);
  const line = [
    businessDate(payment.completedAt),
    payment.providerPaymentId,
    payment.clabe,
    formatPesos(paid + difference),
    payment.reference,
  ].join(',');
  const { importId } = await settlementUpload(t.core, {
    channel: 'spei',
    fileName: `corregido-${payment.id}.csv`,
    source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${line}\n`),
    importedBy: maker,
  });
  const [mismatch] = (await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } })).lines;
  expect(mismatch?.outcome).toBe('amount_mismatch');
  const asked = await settlementException(t.core, {
    actorId: maker,
    params: { lineId: mismatch?.id as number },
    body: { action: 'correct_amount', reason: 'Estado de cuenta' },
  });
  await approve(t.core, { actorId: checker, params: { id: asked.id }, body: { version: asked.version } });
  const receipt = await receiptOf(t.core, payment.id, 'back-office');
  return { receipt, paid, owed: outstandingOf(await loanBalances(t.core.db, loan.loanId)) };
}

describe('the receipt of a payment a settlement corrected', () => {
  it('the bank got $50.00 more: the receipt states it, its parts add up, the balance after is $50.00 less', async () => {
    const { receipt, paid, owed } = await corrected((payoff) => payoff - 900_00, 50_00);
    expect(receipt.amount).toBe(paid + 50_00);
    expect(paidIn(receipt)).toBe(paid + 50_00);
    expect(receipt.balanceAfter).toBe(owed);
  });

  it('the bank got $30.00 less of a payment $100.00 above the payoff: $70.00 over, its parts add up', async () => {
    const { receipt, paid, owed } = await corrected((payoff) => payoff + 100_00, -30_00);
    expect(receipt.amount).toBe(paid - 30_00);
    expect(receipt.allocation.overpayment).toBe(70_00);
    expect(paidIn(receipt)).toBe(paid - 30_00);
    expect(receipt.balanceAfter).toBe(owed);
  });
});
