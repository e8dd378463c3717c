import { computeOffer, type Offer } from '@lender/calculator';
import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import {
  businessDate,
  confirmPendingCharges,
  confirmPendingPayouts,
  type LedgerBalances,
  loanBalances,
  outstandingOf,
  readProductConfig,
  unbalancedTransactions,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { sampleJpeg } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationBody,
  type Borrower,
  C,
  lastSmsCode,
  onboardBorrower,
  payDates,
  SALARY_CYCLE,
  uploadDocument,
  withKey,
} from '../test/borrower';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 5 "Tests": one end-to-end test through HTTP in process walks a client from registration to
// an active loan, an extension, a partial and a final repayment, to a paid loan, with the money
// checked to the centavo against @lender/calculator and the ledger at each step. It runs on PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** API pesos → centavos, exactly (the API shows at most two decimals). */
const centavos = (money: { amount: number; currency: string }) => {
  expect(money.currency).toBe('MXN');
  return Math.round(money.amount * 100);
};

const AMOUNT_PESOS = 2_000;
const PARTIAL_PESOS = 500;

/** The ledger's receivables of a loan as the offer says they start. */
function expectLedgerMatchesOffer(balances: LedgerBalances, offer: Offer) {
  expect(balances.principal_receivable).toBe(offer.principal);
  expect(balances.cash_bank).toBe(-offer.principal);
  expect(balances.interest_receivable ?? 0).toBe(offer.interest.amount_without_vat);
  expect(balances['fee_receivable:service_fee'] ?? 0).toBe(offer.serviceFee.amount_without_vat);
  expect(balances['fee_receivable:processing_fee'] ?? 0).toBe(offer.processingFee.amount_without_vat);
  expect(balances.vat_receivable ?? 0).toBe(offer.vat);
  expect(outstandingOf(balances)).toBe(offer.total);
}

describe('a borrower’s whole loan life through the API', () => {
  it('registers, applies, is approved, signs, is paid out, extends, repays in part and in full', async () => {
    // 1. Registration (SMS code from the outbox) and the profile steps of spec §4.
    const borrower: Borrower = await onboardBorrower(t, 1);
    const { token } = borrower;
    await uploadDocument(
      t,
      token,
      'id_front',
      new File([sampleJpeg(1024, 768)], 'ine.jpg', { type: 'image/jpeg' }),
    );

    // 2. The application (spec §7 body, 201) and its offer, priced exactly as the calculator prices it.
    const today = businessDate(t.clock.now());
    const product = await readProductConfig(t.core.db);
    const expected = computeOffer(
      product,
      {
        amount: AMOUNT_PESOS * 100,
        payCycle: SALARY_CYCLE,
        payDates: payDates(t).value,
        sequenceType: 'first',
      },
      today,
    );
    const created = await t.call('POST', `${C}/application`, {
      token,
      body: applicationBody(t, AMOUNT_PESOS),
      ...withKey('journey-application'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const applicationId = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ status: APPLICATION_STATUS.new, fake: false });
    expect(centavos(created.body.data.principalAmount)).toBe(expected.principal);
    const actualOffer = await t.call('GET', `${C}/application/${applicationId}/offer/actual`, { token });
    expect(actualOffer.status).toBe(200);
    const shown = actualOffer.body.data.offer;
    expect(centavos(shown.principal)).toBe(expected.principal);
    expect(centavos(shown.interest)).toBe(expected.interest.amount);
    expect(centavos(shown.serviceFee)).toBe(expected.serviceFee.amount);
    expect(centavos(shown.processingFee)).toBe(expected.processingFee.amount);
    expect(centavos(shown.total)).toBe(expected.total);
    expect(shown.endDate).toBe(expected.endDate);

    // 3. The decision: the real rules approve this client (adult, employed, income, ID, scoring data).
    const finished = await t.call('PUT', `${C}/finish`, { token });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const status = await t.call('GET', `${C}/application/actual/status`, { token });
    expect(status.body.data).toEqual({ id: applicationId, status: APPLICATION_STATUS.accepted });

    // 4. Signing with the SMS code creates the loan; the sandbox payout confirms later, like SPEI.
    t.clock.advance(61_000);
    const sent = await t.call('POST', `${C}/application/agreement/${applicationId}/sms-code`, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const smsCode = await lastSmsCode(t, borrower);
    const signed = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode },
      ...withKey('journey-sign'),
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const loanId = signed.body.data.loanId as number;
    t.clock.advance(120_000);
    await confirmPendingPayouts(t.core);

    // 5. The active loan: what the borrower owes is the offer's total, in the API and in the ledger.
    const active = await t.call('GET', `${C}/loan/active`, { token });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    expect(active.body.data).toMatchObject({
      id: loanId,
      applicationId,
      status: LOAN_STATUS.active,
      dueDate: expected.endDate,
      disbursement: { method: 'bank_transfer', status: 'completed' },
    });
    expect(centavos(active.body.data.principal)).toBe(expected.principal);
    expect(centavos(active.body.data.outstanding)).toBe(expected.total);
    expect(centavos(active.body.data.total)).toBe(expected.total);
    expectLedgerMatchesOffer(await loanBalances(t.core.db, loanId), expected);
    const schedule = await t.call('GET', `${C}/loan/active/payment-schedule`, { token });
    expect(schedule.status).toBe(200);
    expect(centavos(schedule.body.data.outstanding)).toBe(expected.total);
    const repayment = schedule.body.data.invoices.find(
      (invoice: { status: string }) => invoice.status !== 'paid',
    );
    expect(repayment.dueDate).toBe(expected.endDate);
    expect(centavos(repayment.total)).toBe(expected.total);

    // 6. An extension: the cheap option, priced by the calculator; paying its fee moves the due date.
    expect(
      (
        await t.call('POST', `${C}/direct-debit/consent`, {
          token,
          body: { accepted: true, paymentType: 'card' },
        })
      ).status,
    ).toBe(200);
    const card = await t.call('POST', `${C}/direct-debit/debit-credit-card`, {
      token,
      body: { cardNumber: '4242424242424242', holderName: 'Juan Pérez', expiryMonth: 12, expiryYear: 2030 },
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const cheap = expected.extensions.find((extension) => extension.type === 'cheap');
    if (!cheap) throw new Error('the product offers no cheap extension');
    const chosen = await t.call('PUT', `${C}/loan/active/rollover`, {
      token,
      body: { type: 'cheap' },
      ...withKey('journey-rollover'),
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data).toMatchObject({ type: 'cheap', days: cheap.days });
    expect(centavos(chosen.body.data.fee)).toBe(cheap.amount);
    expect(centavos(chosen.body.data.feeWithoutVat)).toBe(cheap.amount_without_vat);
    const newDueDate = chosen.body.data.newDueDate as string;
    const extensionFee = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      body: { kind: 'rollover', rolloverType: 'cheap' },
      ...withKey('journey-rollover-fee'),
    });
    expect(extensionFee.status, JSON.stringify(extensionFee.body)).toBe(200);
    expect(centavos(extensionFee.body.data.amount)).toBe(cheap.amount);
    await confirmPendingCharges(t.core);
    const extended = await t.call('GET', `${C}/loan/active`, { token });
    expect(extended.body.data.dueDate).toBe(newDueDate);
    expect(newDueDate > expected.endDate).toBe(true);
    // The fee was charged and paid: the loan still owes exactly the offer's total.
    expect(centavos(extended.body.data.outstanding)).toBe(expected.total);
    const afterExtension = await loanBalances(t.core.db, loanId);
    expect(outstandingOf(afterExtension)).toBe(expected.total);
    expect(afterExtension['fee_income:extension_fee']).toBe(-cheap.amount_without_vat);
    expect(afterExtension.cash_bank).toBe(-expected.principal + cheap.amount);

    // 7. A partial repayment by card.
    const partial = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      body: { kind: 'repayment', amount: { amount: PARTIAL_PESOS, currency: 'MXN' } },
      ...withKey('journey-partial'),
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    await confirmPendingCharges(t.core);
    const afterPartial = await t.call('GET', `${C}/loan/active`, { token });
    expect(afterPartial.body.data.status).toBe(LOAN_STATUS.active);
    expect(centavos(afterPartial.body.data.outstanding)).toBe(expected.total - PARTIAL_PESOS * 100);
    expect(outstandingOf(await loanBalances(t.core.db, loanId))).toBe(expected.total - PARTIAL_PESOS * 100);

    // 8. The final repayment: the day's payoff, to the centavo (what is left less the interest not
    // yet earned of the signed term and its IVA: the extension keeps the rebate); the loan is paid.
    const payoff = centavos(afterPartial.body.data.earlyPayoff);
    const rebate = expected.total - PARTIAL_PESOS * 100 - payoff;
    expect(rebate).toBeGreaterThan(0);
    const final = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      body: { kind: 'repayment' },
      ...withKey('journey-final'),
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    expect(centavos(final.body.data.amount)).toBe(payoff);
    await confirmPendingCharges(t.core);
    const none = await t.call('GET', `${C}/loan/active`, { token });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('no_active_loan');
    const [loan] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(loan?.status).toBe(LOAN_STATUS.paid);
    const closed = await loanBalances(t.core.db, loanId);
    expect(outstandingOf(closed)).toBe(0);
    // Everything the borrower paid is the offer's total less the rebate, plus the extension fee.
    expect(closed.cash_bank).toBe(-expected.principal + expected.total - rebate + cheap.amount);
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
    const payments = await t.core.db.select().from(schema.payments).where(eq(schema.payments.loanId, loanId));
    expect(payments.map((p) => [p.kind, p.status, p.paidAmount])).toEqual([
      ['rollover', 'completed', cheap.amount],
      ['repayment', 'completed', PARTIAL_PESOS * 100],
      ['repayment', 'completed', payoff],
    ]);
    // The history says the same: everything paid towards the loan, the extension fee included.
    const history = await t.call('GET', `${C}/loans/closed`, { token });
    expect(history.body.data.loans).toEqual([
      expect.objectContaining({ id: loanId, status: LOAN_STATUS.paid }),
    ]);
    expect(centavos(history.body.data.loans[0].paid)).toBe(expected.total - rebate + cheap.amount);
  });
});
