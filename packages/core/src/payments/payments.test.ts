import { passesLuhn } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans, payments } from '../db/schema/index';
import { CoreError } from '../errors/core-error';
import { outstandingOf, replayBalances } from '../ledger/accounts';
import { loanBalances, loanEntries, unbalancedTransactions } from '../ledger/ledger';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
} from '../loans/test-fixtures';

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
  t.core.payments.registerCard(clientId, {
    cardNumber,
    holderName: 'Ana López',
    expiryMonth: 1,
    expiryYear: 2031,
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
    const saved = await t.core.payments.registerCard(a.clientId, card);
    expect(saved.masked).toBe('**** **** **** 4242');
    expect(JSON.stringify(await t.core.db.execute('select * from payment_cards'))).not.toContain(
      '4242424242424242',
    );
    expect(code(await t.core.payments.registerCard(b.clientId, card).catch((e) => e))).toBe(
      'card_already_registered',
    );
    expect((await t.core.payments.registerCard(a.clientId, card)).id).toBe(saved.id);
    expect(
      code(
        await t.core.payments
          .registerCard(a.clientId, { ...card, cardNumber: '4242424242424241' })
          .catch((e) => e),
      ),
    ).toBe('disbursement_number_invalid');
  });
});

describe('repayments', () => {
  it('a partial then a final cash payment pay the loan to the centavo', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const { payoff } = await t.core.loans.earlyPayoff(t.core.db, loan.loanId);
    const partial = await t.core.payments.paymentReference(loan.clientId, {
      kind: 'repayment',
      channel: 'cash',
      amount: 1_000_00,
    });
    expect(partial.barcode).toMatch(/^\d+$/);
    await t.core.payments.simulateReferencePayment(partial.reference);
    expect(await owed(loan.loanId)).toBe(total - 1_000_00);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.active);
    const rest = await t.core.payments.paymentReference(loan.clientId, {
      kind: 'repayment',
      channel: 'clabe',
    });
    expect(rest.clabe).toMatch(/^646180\d{12}$/);
    // Paid before the due date: what closes the loan is the early payoff less the partial payment,
    // the same as if everything had been paid at once (issue 11).
    expect(Math.round(rest.amount.amount * 100)).toBe(payoff - 1_000_00);
    await t.core.payments.simulateReferencePayment(rest.reference);
    expect(await owed(loan.loanId)).toBe(0);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
    const schedule = await t.core.loans.loanView(loan.loanId);
    expect(schedule.repaymentInvoice?.status).toBe('paid');
    expect(await loanBalances(t.core.db, loan.loanId)).toEqual(
      replayBalances(await loanEntries(t.core.db, loan.loanId)),
    );
  });

  it('an early full payment by card closes the loan once the provider confirms', async () => {
    const loan = await activeLoan();
    await cardOf(loan.clientId, '5555555555554444');
    const payment = await t.core.payments.charge(loan.clientId, { kind: 'repayment' });
    expect(payment.status).toBe('pending');
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.active);
    await t.core.payments.confirmPending();
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
  });

  it('an overpayment closes the loan and is held in suspense', async () => {
    const loan = await activeLoan();
    // Paid before the due date, the whole loan costs the early payoff (unearned interest given back).
    const { payoff } = await t.core.loans.earlyPayoff(t.core.db, loan.loanId);
    const ref = await t.core.payments.paymentReference(loan.clientId, { kind: 'repayment', channel: 'cash' });
    expect(ref.amount.amount).toBe(payoff / 100);
    await t.core.payments.simulateReferencePayment(ref.reference, payoff + 250_00);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balances.overpayment_suspense).toBe(-250_00);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
  });

  it('a payment recorded by the back office counts once per receipt', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const first = await t.core.payments.recordExternalPayment({
      loanId: loan.loanId,
      amount: 500_00,
      reference: 'DEP-1',
      actor: { type: 'user', id: 1 },
    });
    const again = await t.core.payments.recordExternalPayment({
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
    const { payoff } = await t.core.loans.earlyPayoff(t.core.db, loan.loanId);
    const charges = await Promise.all(
      Array.from({ length: 100 }, () => t.core.payments.charge(loan.clientId, { kind: 'repayment' })),
    );
    const cards = await paymentsOfType(loan.loanId, 'card');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.amount).toBe(payoff);
    expect(new Set(charges.map((c) => c.id))).toEqual(new Set([cards[0]?.id]));
    // More than is owed (pending charges deducted) is refused, whatever the amount.
    expect(
      code(await t.core.payments.charge(loan.clientId, { kind: 'repayment', amount: 1 }).catch((e) => e)),
    ).toBe('payment_exceeds_balance');
    const references = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.core.payments.paymentReference(loan.clientId, { kind: 'repayment', channel: 'cash' }),
      ),
    );
    expect(new Set(references.map((r) => r.reference)).size).toBe(1);
    const cash = await paymentsOfType(loan.loanId, 'cash');
    expect(cash).toHaveLength(1);
    // A reference for more than closes the loan is refused.
    expect(
      code(
        await t.core.payments
          .paymentReference(loan.clientId, { kind: 'repayment', channel: 'clabe', amount: payoff + 1 })
          .catch((e) => e),
      ),
    ).toBe('payment_exceeds_balance');
    await t.core.payments.confirmPending();
    expect(await owed(loan.loanId)).toBe(0);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
  });

  it('a pending partial charge leaves the rest for a full-payoff charge, to the centavo', async () => {
    const loan = await activeLoan();
    await cardOf(loan.clientId, '5105105105105100');
    const { payoff } = await t.core.loans.earlyPayoff(t.core.db, loan.loanId);
    const partial = await t.core.payments.charge(loan.clientId, { kind: 'repayment', amount: 500_00 });
    const again = await t.core.payments.charge(loan.clientId, { kind: 'repayment', amount: 500_00 });
    expect(again.id).toBe(partial.id);
    const rest = await t.core.payments.charge(loan.clientId, { kind: 'repayment' });
    expect(Math.round(rest.amount.amount * 100)).toBe(payoff - 500_00);
    await t.core.payments.confirmPending();
    expect(await owed(loan.loanId)).toBe(0);
    expect(await status(loan.loanId)).toBe(LOAN_STATUS.paid);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
  });
});

describe('provider callback', () => {
  it('rejects a bad signature and applies a duplicate notification once', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const ref = await t.core.payments.paymentReference(loan.clientId, {
      kind: 'repayment',
      channel: 'cash',
      amount: 700_00,
    });
    const body = JSON.stringify({
      eventId: 'evt-dup-1',
      reference: ref.reference,
      amount: pesos(700_00),
      status: 'completed',
      occurredAt: '2026-03-05T10:00:00.000Z',
    });
    expect(code(await t.core.payments.handleCallback(body, 'sha256=00').catch((e) => e))).toBe(
      'unauthorized',
    );
    expect(code(await t.core.payments.handleCallback(body, null).catch((e) => e))).toBe('unauthorized');
    expect(await owed(loan.loanId)).toBe(total);
    const signature = t.core.payments.signCallback(body);
    const outcomes = await Promise.all([
      t.core.payments.handleCallback(body, signature),
      t.core.payments.handleCallback(body, signature),
    ]);
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect((await t.core.payments.handleCallback(body, signature)).duplicate).toBe(true);
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

describe('extensions', () => {
  it('choosing, then paying the fee moves the due date, records the fee and offers new options', async () => {
    const loan = await activeLoan();
    const total = await owed(loan.loanId);
    const view = await t.core.loans.activeLoan(loan.clientId);
    const cheap = view.rollovers.find((r) => r.type === 'cheap');
    expect(cheap?.status).toBe('inactive');
    const chosen = await t.core.rollovers.choose(loan.clientId, 'cheap');
    expect(chosen.status).toBe('active');
    expect(chosen.invoices.map((i) => i.status)).toEqual(['draft']);
    const ref = await t.core.payments.paymentReference(loan.clientId, { kind: 'rollover', channel: 'cash' });
    expect(Math.round(ref.amount.amount * 100)).toBe(chosen.fee.amount * 100);
    await t.core.payments.simulateReferencePayment(ref.reference);
    const after = await t.core.loans.activeLoan(loan.clientId);
    expect(after.dueDate).toBe('2026-03-23');
    expect(after.rollovers.find((r) => r.id === chosen.id)?.status).toBe('paid');
    expect(after.rollovers.filter((r) => r.status === 'inactive')).toHaveLength(2);
    // The fee was charged and paid: what is owed on the loan did not change.
    expect(await owed(loan.loanId)).toBe(total);
    const entries = await loanEntries(t.core.db, loan.loanId);
    expect(
      entries.filter((e) => e.account === 'fee_income:extension_fee').reduce((s, e) => s + e.amount, 0),
    ).toBe(-Math.round(chosen.feeWithoutVat.amount * 100));
    expect(Math.round(after.outstanding.amount * 100)).toBe(total);
  });

  it('after a paid extension: the schedule total is the sum of its invoices and the extension reports the due date the loan moved to', async () => {
    const loan = await activeLoan();
    const chosen = await t.core.rollovers.choose(loan.clientId, 'cheap');
    const ref = await t.core.payments.paymentReference(loan.clientId, { kind: 'rollover', channel: 'cash' });
    await t.core.payments.simulateReferencePayment(ref.reference);
    const after = await t.core.loans.activeLoan(loan.clientId);
    const paid = after.rollovers.find((r) => r.id === chosen.id);
    expect(paid?.status).toBe('paid');
    // One source: the paid extension reports the date the loan actually moved to (issue 11 point 3).
    expect(paid?.newDueDate).toBe(after.dueDate);
    expect(chosen.newDueDate).toBe(after.dueDate);
    for (const option of after.rollovers.filter((r) => r.status === 'inactive')) {
      expect(option.newDueDate > after.dueDate).toBe(true);
    }
    const schedule = await t.core.loans.paymentSchedule(loan.clientId);
    expect(schedule.invoices.map((i) => i.status).sort()).toEqual(['paid', 'unpaid']);
    const cents = (m: { amount: number }) => Math.round(m.amount * 100);
    // The schedule is the sum of its invoices (issue 11 point 2).
    expect(cents(schedule.total)).toBe(schedule.invoices.reduce((s, i) => s + cents(i.total), 0));
    expect(cents(schedule.total)).toBe(cents(after.total) + cents(chosen.fee));
    expect(cents(schedule.outstanding)).toBe(schedule.invoices.reduce((s, i) => s + cents(i.outstanding), 0));
    const document = await t.core.rollovers.document(
      loan.clientId,
      loan.loanId,
      chosen.id,
      after.applicationId,
    );
    expect(document.contentType).toBe('application/pdf');
  });

  it('keeps the extension agreement with the loan documents, downloadable later (issue 11 point 12)', async () => {
    const loan = await activeLoan();
    const loanView = await t.core.loans.activeLoan(loan.clientId);
    const cheap = loanView.rollovers.find((r) => r.type === 'cheap');
    if (!cheap) throw new Error('no cheap option');
    await t.core.rollovers.application(loan.clientId, loan.loanId, cheap.id);
    const given = await t.core.rollovers.document(
      loan.clientId,
      loan.loanId,
      cheap.id,
      loanView.applicationId,
    );
    const agreements = async () =>
      (await t.core.loanDocuments.list(loan.clientId)).filter((d) => d.type === 'rollover_agreement');
    const kept = await agreements();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.loanId).toBe(loan.loanId);
    const ref = await t.core.payments.paymentReference(loan.clientId, { kind: 'rollover', channel: 'cash' });
    await t.core.payments.simulateReferencePayment(ref.reference);
    const latest = await t.core.loanDocuments.pdf(loan.clientId, 'rollover_agreement');
    expect(Buffer.from(latest.bytes).toString('base64')).toBe(given.base64);
    const byId = await t.core.loanDocuments.download(loan.clientId, kept[0]?.id as number);
    expect(Buffer.from(byId.bytes).toString('base64')).toBe(given.base64);
    // Asked for again after the payment, it is the same agreement: not a second copy.
    await t.core.rollovers.document(loan.clientId, loan.loanId, cheap.id, loanView.applicationId);
    expect(await agreements()).toHaveLength(1);
  });

  it('the audit log stores money in centavos and shows it in pesos, as the API does everywhere (issue 11 point 5)', async () => {
    const loan = await activeLoan();
    const chosen = await t.core.rollovers.choose(loan.clientId, 'cheap');
    const fee = Math.round(chosen.fee.amount * 100);
    const [stored] = (
      await t.core.audit.list(
        { action: 'rollover.choose', entityId: String(loan.loanId) },
        { page: 1, perPage: 1 },
      )
    ).items;
    expect(stored?.after?.fee).toEqual({ centavos: fee, currency: 'MXN' });
    const [shown] = (
      await t.core.backOffice.auditLog(
        { action: 'rollover.choose', entityId: String(loan.loanId) },
        { page: 1, perPage: 1 },
      )
    ).items;
    expect(shown?.after?.fee).toEqual({ amount: chosen.fee.amount, currency: 'MXN' });
    const [created] = (
      await t.core.backOffice.auditLog(
        { action: 'loan.create', entityId: String(loan.loanId) },
        { page: 1, perPage: 1 },
      )
    ).items;
    expect(created?.after?.principal).toEqual({ amount: loan.principal / 100, currency: 'MXN' });
  });

  it('is not available on a paid loan', async () => {
    const loan = await activeLoan();
    const ref = await t.core.payments.paymentReference(loan.clientId, { kind: 'repayment', channel: 'cash' });
    await t.core.payments.simulateReferencePayment(ref.reference);
    expect(code(await t.core.rollovers.choose(loan.clientId, 'cheap').catch((e) => e))).toBe(
      'no_active_loan',
    );
  });
});
