import { randomUUID } from 'node:crypto';
import { LOAN_STATUS } from '@lender/calculator/platform';
import {
  confirmPendingCharges,
  loanBalances,
  loanEntries,
  outstandingOf,
  replayBalances,
  simulateReferencePayment,
  useCases,
} from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKey } from '../../test/borrower';
import { activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const centavos = (money: { amount: number }) => Math.round(money.amount * 100);

describe('the loan through the API', () => {
  it('is 404 no_active_loan without a loan', async () => {
    const { acceptedClient } = await import('../../test/lending-fixtures');
    const { token } = await acceptedClient(t);
    const res = await t.call('GET', `${C}/loan/active`, { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('no_active_loan');
  });

  it('active loan → extension → partial → final repayment → paid, to the centavo', async () => {
    const { token, loanId, offer } = await activeLoanClient(t);
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    expect(loan.status).toBe(200);
    expect(loan.body.data).toMatchObject({ id: loanId, status: LOAN_STATUS.active, dueDate: offer.endDate });
    expect(centavos(loan.body.data.total)).toBe(offer.total);
    expect(loan.body.data.repaymentInvoice).toMatchObject({ status: 'unpaid', dueDays: offer.term });

    const schedule = await t.call('GET', `${C}/loan/active/payment-schedule`, { token });
    expect(schedule.body.data.invoices.map((i: { status: string }) => i.status)).toEqual(['unpaid']);
    expect(centavos(schedule.body.data.outstanding)).toBe(offer.total);

    // Extension: choose the cheap option, read its agreement, pay its fee in cash.
    const chosen = await t.call('PUT', `${C}/loan/active/rollover`, { token, body: { type: 'cheap' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ type: 'cheap', status: 'active' });
    const rolloverId = chosen.body.data.id as number;
    const application = await t.call('POST', `${C}/loan/${loanId}/rollover/${rolloverId}/application`, {
      token,
    });
    expect(application.status).toBe(200);
    const appId = application.body.data.applicationId as number;
    const document = await t.call(
      'POST',
      `${C}/loan/${loanId}/rollover/${rolloverId}/application/${appId}/document`,
      { token },
    );
    expect(document.body.data.contentType).toBe('application/pdf');
    expect(Buffer.from(document.body.data.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const fee = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'rollover', channel: 'cash' },
    });
    expect(fee.status).toBe(200);
    expect(fee.body.data.amount).toEqual(chosen.body.data.fee);
    await simulateReferencePayment(t.core, fee.body.data.reference);
    const extended = await t.call('GET', `${C}/loan/active`, { token });
    expect(extended.body.data.dueDate).not.toBe(offer.endDate);
    expect(centavos(extended.body.data.outstanding)).toBe(offer.total);
    // Issue 11: the paid extension reports the date the loan moved to; the schedule is the sum of its
    // invoices; the agreement is kept with the loan's documents and can be downloaded later.
    const paidExtension = extended.body.data.rollovers.find((r: { id: number }) => r.id === rolloverId);
    expect(paidExtension).toMatchObject({ status: 'paid', newDueDate: extended.body.data.dueDate });
    const extendedSchedule = await t.call('GET', `${C}/loan/active/payment-schedule`, { token });
    expect(centavos(extendedSchedule.body.data.total)).toBe(
      extendedSchedule.body.data.invoices.reduce(
        (sum: number, i: { total: { amount: number } }) => sum + centavos(i.total),
        0,
      ),
    );
    expect(centavos(extendedSchedule.body.data.total)).toBe(offer.total + centavos(chosen.body.data.fee));
    const listed = await t.call('GET', `${C}/document/list`, { token });
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'rollover_agreement', loanId })]),
    );
    const kept = await t.app.request(`${C}/document/download/rollover_agreement`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).toString('base64')).toBe(document.body.data.base64);

    // Partial by SPEI reference, then the rest by card.
    const partial = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment', channel: 'clabe', amount: { amount: 1000, currency: 'MXN' } },
    });
    expect(partial.body.data.clabe).toMatch(/^\d{18}$/);
    await simulateReferencePayment(t.core, partial.body.data.reference);
    const afterPartial = await t.call('GET', `${C}/loan/active`, { token });
    expect(centavos(afterPartial.body.data.outstanding)).toBe(offer.total - 1000_00);

    await t.call('POST', `${C}/direct-debit/consent`, {
      token,
      body: { accepted: true, paymentType: 'card' },
    });
    const card = await t.call('POST', `${C}/direct-debit/debit-credit-card`, {
      token,
      body: { cardNumber: '4111111111111111', holderName: 'Ana López', expiryMonth: 12, expiryYear: 2030 },
    });
    expect(card.body.data.masked).toBe('**** **** **** 1111');
    const charge = await t.call('POST', `${C}/direct-debit/charge-rollover`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment' },
    });
    expect(charge.body.data).toMatchObject({ status: 'pending', paymentType: 'card' });
    await confirmPendingCharges(t.core);

    const gone = await t.call('GET', `${C}/loan/active`, { token });
    expect(gone.status).toBe(404);
    const balances = await loanBalances(t.core.db, loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balances).toEqual(replayBalances(await loanEntries(t.core.db, loanId)));
  });

  it('has no extension once nothing is owed', async () => {
    const { token } = await activeLoanClient(t);
    const rest = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'rollover', channel: 'cash' },
    });
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('rollover_not_available');
  });
});

describe('overdue with the sandbox clock (issue 11 point 4)', () => {
  it('5 days past the due date the very next read shows dueDays -5 and the late fees', async () => {
    const { token, clientId, offer } = await activeLoanClient(t);
    await t.core.sandbox.start(clientId, { kind: 'admin', userId: 1 });
    const fiveLate = new Date(Date.parse(`${offer.endDate}T12:00:00Z`) + 5 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await useCases.client.sandboxClock(t.core, { actorId: clientId, body: { today: fiveLate } });
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    expect(loan.body.data.repaymentInvoice.dueDays).toBe(-5);
    expect(centavos(loan.body.data.outstanding)).toBeGreaterThan(offer.total);
    const schedule = await t.call('GET', `${C}/loan/active/payment-schedule`, { token });
    expect(centavos(schedule.body.data.invoices[0].lateFees)).toBeGreaterThan(0);
    expect(centavos(schedule.body.data.outstanding)).toBe(centavos(loan.body.data.outstanding));
  });
});
