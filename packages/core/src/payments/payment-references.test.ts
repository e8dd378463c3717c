import { eq } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { extractPdfText } from '../pdf/pdf-text';
import { loanPayments } from './active-loan-payments';
import { chargeRollover } from './charge-rollover';
import { debitCard } from './debit-card';
import { livePaymentReferences } from './live-payment-references';
import { signCallback, simulateReferencePayment } from './payment-callbacks';
import { paymentProviderCallback } from './payment-provider-callback';
import { paymentReceipt } from './payment-receipt';
import { receiptOf } from './payment-receipts';
import { paymentReference } from './payment-reference';
import { PAYMENT_REFERENCE_TTL_HOURS } from './payments';

// Issue 47: looking at SPEI or cash instructions makes (or reuses) a reference, never a payment; the
// money that arrives on one is a payment with a receipt that says what it paid, to the centavo.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
const paymentRows = (loanId: number) => t.core.db.select().from(payments).where(eq(payments.loanId, loanId));
const referenceRows = (loanId: number) =>
  t.core.db.select().from(paymentReferences).where(eq(paymentReferences.loanId, loanId));
const HOUR = 3_600_000;

describe('references are not payments', () => {
  it('the same channel and amount twice is one reference and no payment; another channel is another', async () => {
    const loan = await paidOutLoan(t);
    const spei = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
      },
    });
    const again = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
      },
    });
    expect(again).toEqual(spei);
    const cash = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    expect(cash.id).not.toBe(spei.id);
    expect(cash.amount).toEqual(spei.amount);
    expect(await paymentRows(loan.loanId)).toEqual([]);
    expect(await loanPayments(t.core, loan.loanId)).toEqual([]);
    expect(await referenceRows(loan.loanId)).toHaveLength(2);
    const live = (await livePaymentReferences(t.core, { actorId: loan.clientId })).references;
    expect(live.map((r) => [r.channel, r.reference])).toEqual([
      ['cash', cash.reference],
      ['clabe', spei.reference],
    ]);
    // A different amount on the same channel is a reference of its own.
    const part = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 300_00 },
      },
    });
    expect(part.id).not.toBe(spei.id);
    expect(await paymentRows(loan.loanId)).toEqual([]);
  });

  it('an expired reference is not reused: asking again makes a new one', async () => {
    const loan = await paidOutLoan(t);
    const first = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 400_00 },
      },
    });
    t.clock.advance(PAYMENT_REFERENCE_TTL_HOURS * HOUR - 60_000);
    expect(
      (
        await paymentReference(t.core, {
          actorId: loan.clientId,
          body: {
            kind: 'repayment',
            channel: 'cash',
            amount: { amount: 400_00 },
          },
        })
      ).id,
    ).toBe(first.id);
    t.clock.advance(2 * 60_000);
    expect(
      (await livePaymentReferences(t.core, { actorId: loan.clientId })).references.map((r) => r.id),
    ).not.toContain(first.id);
    const second = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 400_00 },
      },
    });
    expect(second.id).not.toBe(first.id);
    expect(second.reference).not.toBe(first.reference);
    expect(Date.parse(second.expiresAt)).toBe(t.clock.now().getTime() + PAYMENT_REFERENCE_TTL_HOURS * HOUR);
    expect(await paymentRows(loan.loanId)).toEqual([]);
  });

  it('the money of a reference is one completed payment; the reference is then paid, not live', async () => {
    const loan = await paidOutLoan(t);
    const total = await owed(loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 800_00 },
      },
    });
    const outcome = await simulateReferencePayment(t.core, ref.reference);
    const [payment] = await paymentRows(loan.loanId);
    expect(payment).toMatchObject({
      id: outcome.paymentId,
      status: 'completed',
      paymentType: 'clabe',
      amount: 800_00,
      paidAmount: 800_00,
      reference: ref.reference,
      clabe: ref.clabe,
    });
    expect((await referenceRows(loan.loanId))[0]?.paymentId).toBe(payment?.id);
    expect((await livePaymentReferences(t.core, { actorId: loan.clientId })).references).toEqual([]);
    expect(await owed(loan.loanId)).toBe(total - 800_00);
    // The provider repeating itself, or the sandbox paying it again, pays nothing more.
    expect((await simulateReferencePayment(t.core, ref.reference)).duplicate).toBe(true);
    expect(await paymentRows(loan.loanId)).toHaveLength(1);
    expect(await owed(loan.loanId)).toBe(total - 800_00);
  });

  it('after a payment, a live reference for more than now closes the loan is no longer offered', async () => {
    const loan = await paidOutLoan(t);
    const whole = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
      },
    });
    const small = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 100_00 },
      },
    });
    const part = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 300_00 },
      },
    });
    await simulateReferencePayment(t.core, part.reference);
    // The whole balance of before would now pay 300 pesos too much; 100 pesos still fit.
    expect(
      (await livePaymentReferences(t.core, { actorId: loan.clientId })).references.map((r) => r.id),
    ).toEqual([small.id]);
    const now = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
      },
    });
    expect(now.id).not.toBe(whole.id);
    expect(Math.round(now.amount.amount * 100)).toBe(Math.round(whole.amount.amount * 100) - 300_00);
    // Money that arrives on the ended one is still the borrower's: a payment, the excess held for them.
    expect((await simulateReferencePayment(t.core, whole.reference)).duplicate).toBe(false);
    expect(await owed(loan.loanId)).toBe(0);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense).toBe(-300_00);
    expect(await livePaymentReferences(t.core, { actorId: loan.clientId }).catch(code)).toBe(
      'no_active_loan',
    );
  });

  it('money that arrives after the reference expired is still the borrower’s payment', async () => {
    const loan = await paidOutLoan(t);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 250_00 },
      },
    });
    t.clock.advance((PAYMENT_REFERENCE_TTL_HOURS + 1) * HOUR);
    const outcome = await simulateReferencePayment(t.core, ref.reference);
    expect(outcome.duplicate).toBe(false);
    expect((await paymentRows(loan.loanId)).map((p) => p.status)).toEqual(['completed']);
  });

  it('a failure notice ends an unpaid reference without a payment', async () => {
    const loan = await paidOutLoan(t);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 150_00 },
      },
    });
    const body = JSON.stringify({
      eventId: 'evt-cancel-1',
      reference: ref.reference,
      amount: { amount: 150, currency: 'MXN' },
      status: 'failed',
      occurredAt: t.clock.now().toISOString(),
    });
    const outcome = await paymentProviderCallback(t.core, body, signCallback(t.core, body));
    expect(outcome).toEqual({ paymentId: null, duplicate: false });
    expect(await paymentRows(loan.loanId)).toEqual([]);
    expect((await livePaymentReferences(t.core, { actorId: loan.clientId })).references).toEqual([]);
  });
});

describe('receipts', () => {
  it('say what a partial payment paid, summing to its amount, and the balance after it', async () => {
    const loan = await paidOutLoan(t);
    const before = await loanBalances(t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 1_234_56 },
      },
    });
    const { paymentId } = await simulateReferencePayment(t.core, ref.reference);
    const receipt = await receiptOf(t.core, paymentId as number, { clientId: loan.clientId });
    const parts = receipt.allocation;
    expect(
      parts.interest + parts.lateFees + parts.fees + parts.vat + parts.principal + parts.overpayment,
    ).toBe(1_234_56);
    // A partial payment settles IVA, fees and interest before principal (ADR 022).
    const unpaidFirst = (before.vat_receivable ?? 0) + (before.interest_receivable ?? 0);
    expect(parts.vat + parts.interest).toBe(Math.min(unpaidFirst, 1_234_56));
    expect(receipt.balanceAfter).toBe(await owed(loan.loanId));
    expect(receipt.balanceAfter).toBe(outstandingOf(before) - 1_234_56);
    expect(receipt).toMatchObject({
      amount: 1_234_56,
      channel: 'clabe',
      reference: ref.reference,
      folio: String(paymentId).padStart(6, '0'),
      rebate: 0,
    });
    expect(receipt.trackingKey).toMatch(/^sandbox-/);

    // A later payment does not change what this one paid, nor the balance it left.
    const rest = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    const last = await simulateReferencePayment(t.core, rest.reference);
    expect(await receiptOf(t.core, paymentId as number, 'back-office')).toEqual(receipt);
    const payoff = await receiptOf(t.core, last.paymentId as number, { clientId: loan.clientId });
    expect(payoff.balanceAfter).toBe(0);
    expect(payoff.rebate).toBeGreaterThan(0);
    const p = payoff.allocation;
    expect(p.interest + p.lateFees + p.fees + p.vat + p.principal + p.overpayment).toBe(payoff.amount);

    const pdf = await paymentReceipt(t.core, {
      access: 'client',
      actorId: loan.clientId,
      params: { id: paymentId as number },
    });
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.fileName).toBe(`comprobante-de-pago-${receipt.folio}.pdf`);
    const text = await extractPdfText(pdf.bytes);
    expect(text).toContain('Comprobante de pago');
    expect(text).toContain('$1,234.56');
    expect(text).toContain(ref.reference);
    expect(text).toContain('Clave de rastreo');
    expect(text).toContain('hora de la Ciudad de México');
  });

  it('are only for the client’s own completed payments', async () => {
    const loan = await paidOutLoan(t);
    const other = await paidOutLoan(t);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 100_00 },
      },
    });
    const { paymentId } = await simulateReferencePayment(t.core, ref.reference);
    const id = paymentId as number;
    expect(code(await receiptOf(t.core, id, { clientId: other.clientId }).catch((e) => e))).toBe('not_found');
    expect(
      code(
        await paymentReceipt(t.core, { access: 'client', actorId: other.clientId, params: { id } }).catch(
          (e) => e,
        ),
      ),
    ).toBe('not_found');
    expect(code(await receiptOf(t.core, 999_999, 'back-office').catch((e) => e))).toBe('not_found');
    // A card charge the provider has not confirmed is no money received.
    await debitCard(t.core, {
      actorId: other.clientId,
      body: {
        cardNumber: '4012888888881881',
        holderName: 'Ana López',
        expiryMonth: 1,
        expiryYear: 2031,
      },
    });
    const charge = await chargeRollover(t.core, {
      actorId: other.clientId,
      body: { kind: 'repayment', amount: { amount: 100_00 } },
    });
    expect(charge.status).toBe('pending');
    expect(code(await receiptOf(t.core, charge.id, 'back-office').catch((e) => e))).toBe('not_found');
  });
});
