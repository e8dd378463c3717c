import { passesLuhn } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { CoreError } from '../errors/core-error';
import { outstandingOf, replayBalances } from '../ledger/accounts';
import { loanBalances, loanEntries, unbalancedTransactions } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { loanView } from '../loans/loan-view';
import { chargeRollover } from './charge-rollover';
import { debitCard } from './debit-card';
import { livePaymentReferences } from './live-payment-references';
import { confirmPendingCharges, signCallback, simulateReferencePayment } from './payment-callbacks';
import { paymentProviderCallback } from './payment-provider-callback';
import { paymentReference } from './payment-reference';
import { recordExternalPayment } from './record-external-payment';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const pesos = (centavos: number) => ({ amount: centavos / 100, currency: 'MXN' as const });

/** A loan paid out to a new client. */
const activeLoan = () => paidOutLoan(t);

/** Registers a card (Ana López's, valid to 01/2031) with `cardNumber` for the client. */
const cardOf = (clientId: number, cardNumber: string) =>
  debitCard(t.core, {
    actorId: clientId,
    body: {
      cardNumber,
      holderName: 'Ana López',
      expiryMonth: 1,
      expiryYear: 2031,
    },
  });
/** The loan's payments of one type (`card`, `cash`…). */
const paymentsOfType = async (loanId: number, type: string) =>
  (await t.core.db.select().from(payments).where(eq(payments.loanId, loanId))).filter(
    (p) => p.paymentType === type,
  );
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
const status = async (loanId: number) =>
  (await t.core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId)))[0]?.status;

describe('cards', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['5555555555554444', true],
  ])('Luhn %s → %s', (number, valid) => expect(passesLuhn(number)).toBe(valid));

  it('stores a token and the last four digits, never the number; a card belongs to one client', async () => {
    const a = await acceptedApplication(t);
    const b = await acceptedApplication(t);
    const card = {
      cardNumber: '4242424242424242',
      holderName: 'Ana López',
      expiryMonth: 12,
      expiryYear: 2030,
    };
    const saved = await debitCard(t.core, { actorId: a.clientId, body: card });
    expect(saved.masked).toBe('**** **** **** 4242');
    expect(JSON.stringify(await t.core.db.execute('select * from payment_cards'))).not.toContain(
      '4242424242424242',
    );
    expect(code(await debitCard(t.core, { actorId: b.clientId, body: card }).catch((e) => e))).toBe(
      'card_already_registered',
    );
    expect((await debitCard(t.core, { actorId: a.clientId, body: card })).id).toBe(saved.id);
    expect(
      code(
        await debitCard(t.core, {
          actorId: a.clientId,
          body: { ...card, cardNumber: '4242424242424241' },
        }).catch((e) => e),
      ),
    ).toBe('disbursement_number_invalid');
  });
});

describe('repayments', () => {
  it('a partial then a final cash payment pay the loan to the centavo', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const partial = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 1_000_00 },
      },
    });
    expect(partial.barcode).toMatch(/^\d+$/);
    await simulateReferencePayment(t.core, partial.reference);
    expect(await owed(loan.loanId)).toBe(total - 1_000_00);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.active);
    const rest = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
      },
    });
    expect(rest.clabe).toMatch(/^646180\d{12}$/);
    // Paid before the due date: what closes the loan is the early payoff less the partial payment,
    // the same as if everything had been paid at once (issue 11).
    expect(Math.round(rest.amount.amount * 100)).toBe(payoff - 1_000_00);
    await simulateReferencePayment(t.core, rest.reference);
    expect(await owed(loan.loanId)).toBe(0);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
    const schedule = await loanView(t.core, loan.loanId);
    expect(schedule.repaymentInvoice?.status).toBe('paid');
    expect(await loanBalances(t.core.db, loan.loanId)).toEqual(
      replayBalances(await loanEntries(t.core.db, loan.loanId)),
    );
  });

  it('an early full payment by card closes the loan once the provider confirms', async () => {
    const loan = await activeLoan();
    await cardOf(loan.clientId, '5555555555554444');
    const payment = await chargeRollover(t.core, { actorId: loan.clientId, body: { kind: 'repayment' } });
    expect(payment.status).toBe('pending');
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.active);
    // Beside a real card provider only its own callback settles a charge: the job confirms nothing.
    const real = { ...t.core, paymentProvider: { ...t.core.paymentProvider, sandbox: false } };
    expect(await confirmPendingCharges(real)).toEqual({ confirmed: 0 });
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.active);
    await confirmPendingCharges(t.core);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
  });

  it('an overpayment closes the loan and is held in suspense', async () => {
    const loan = await activeLoan();
    // Paid before the due date, the whole loan costs the early payoff (unearned interest given back).
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    expect(ref.amount.amount).toBe(payoff / 100);
    await simulateReferencePayment(t.core, ref.reference, payoff + 250_00);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balances.overpayment_suspense).toBe(-250_00);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
  });

  it('a payment recorded by the back office counts once per receipt', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const first = await recordExternalPayment(t.core, {
      loanId: loan.loanId,
      amount: 500_00,
      reference: 'DEP-1',
      actor: { type: 'user', id: 1 },
    });
    const again = await recordExternalPayment(t.core, {
      loanId: loan.loanId,
      amount: 500_00,
      reference: 'DEP-1',
      actor: { type: 'user', id: 1 },
    });
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ payment: first.payment, duplicate: true });
    expect(await owed(loan.loanId)).toBe(total - 500_00);
  });
});

describe('submits without an Idempotency-Key (issue 10)', () => {
  it('100 parallel full-payoff card charges: one pending charge; 100 barcode requests: one live reference', async () => {
    const loan = await activeLoan();
    await cardOf(loan.clientId, '4000056655665556');
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const charges = await Promise.all(
      Array.from({ length: 100 }, () =>
        chargeRollover(t.core, { actorId: loan.clientId, body: { kind: 'repayment' } }),
      ),
    );
    const cards = await paymentsOfType(loan.loanId, 'card');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.amount).toBe(payoff);
    expect(new Set(charges.map((c) => c.id))).toEqual(new Set([cards[0]?.id]));
    // More than is owed (pending charges deducted) is refused, whatever the amount.
    expect(
      code(
        await chargeRollover(t.core, {
          actorId: loan.clientId,
          body: { kind: 'repayment', amount: { amount: 1 } },
        }).catch((e) => e),
      ),
    ).toBe('payment_exceeds_balance');
    const references = await Promise.all(
      Array.from({ length: 100 }, () =>
        paymentReference(t.core, { actorId: loan.clientId, body: { kind: 'repayment', channel: 'cash' } }),
      ),
    );
    expect(new Set(references.map((r) => r.reference)).size).toBe(1);
    // A reference is not a payment (issue 47): none is recorded until money arrives.
    expect(await paymentsOfType(loan.loanId, 'cash')).toHaveLength(0);
    expect((await livePaymentReferences(t.core, { actorId: loan.clientId })).references).toHaveLength(1);
    // A reference for more than closes the loan is refused.
    expect(
      code(
        await paymentReference(t.core, {
          actorId: loan.clientId,
          body: {
            kind: 'repayment',
            channel: 'clabe',
            amount: { amount: payoff + 1 },
          },
        }).catch((e) => e),
      ),
    ).toBe('payment_exceeds_balance');
    await confirmPendingCharges(t.core);
    expect(await owed(loan.loanId)).toBe(0);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
  });

  it('a pending partial charge leaves the rest for a full-payoff charge, to the centavo', async () => {
    const loan = await activeLoan();
    await cardOf(loan.clientId, '5105105105105100');
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const partial = await chargeRollover(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', amount: { amount: 500_00 } },
    });
    const again = await chargeRollover(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', amount: { amount: 500_00 } },
    });
    expect(again.id).toBe(partial.id);
    const rest = await chargeRollover(t.core, { actorId: loan.clientId, body: { kind: 'repayment' } });
    expect(Math.round(rest.amount.amount * 100)).toBe(payoff - 500_00);
    await confirmPendingCharges(t.core);
    expect(await owed(loan.loanId)).toBe(0);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
  });
});

describe('provider callback', () => {
  it('rejects a bad signature and applies a duplicate notification once', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 700_00 },
      },
    });
    const body = JSON.stringify({
      eventId: 'evt-dup-1',
      reference: ref.reference,
      amount: pesos(700_00),
      status: 'completed',
      occurredAt: '2026-03-05T10:00:00.000Z',
    });
    expect(code(await paymentProviderCallback(t.core, body, 'sha256=00').catch((e) => e))).toBe(
      'unauthorized',
    );
    expect(code(await paymentProviderCallback(t.core, body, null).catch((e) => e))).toBe('unauthorized');
    expect(await owed(loan.loanId)).toBe(total);
    const signature = signCallback(t.core, body);
    const outcomes = await Promise.all([
      paymentProviderCallback(t.core, body, signature),
      paymentProviderCallback(t.core, body, signature),
    ]);
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect((await paymentProviderCallback(t.core, body, signature)).duplicate).toBe(true);
    expect(await owed(loan.loanId)).toBe(total - 700_00);
    const rows = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
    expect(rows[0]).toMatchObject({
      status: 'completed',
      providerPaymentId: 'evt-dup-1',
      paidAmount: 700_00,
    });
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  });
});
