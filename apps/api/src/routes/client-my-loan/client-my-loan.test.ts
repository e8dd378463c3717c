import { randomUUID } from 'node:crypto';
import { simulateReferencePayment } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKey } from '../../test/borrower';
import { acceptedClient, activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 65 (ADR 328): "Mi préstamo" in one read. Its parts are, to the centavo, what the endpoint of
// each part answers alone; only the caller's own; a back-office user is refused; and a loan past its
// last day to pay reads late with today's late fees, the same in the one read as in the loan's own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const M = `${C}/my-loan`;
const centavos = (money: { amount: number }) => Math.round(money.amount * 100);
const get = async (path: string, token: string) => {
  const res = await t.call('GET', path, { token });
  return res.status === 200 ? res.body.data : null;
};

/** What the page read one endpoint at a time before (issue 65: 12 requests besides the session). */
async function partByPart(token: string) {
  const [loan, schedule, documents, cards, payments, references, promise, cfdis, contacts, relief, plan] =
    await Promise.all(
      [
        '/loan/active',
        '/loan/active/payment-schedule',
        '/document/list',
        '/direct-debit/cards',
        '/loan/active/payments',
        '/loan/active/payment-references',
        '/loan/active/promise',
        '/cfdis',
        '/collection-contacts',
        '/loan/active/relief',
        '/loan/active/payment-plan',
      ].map((path) => get(`${C}${path}`, token)),
    );
  return {
    loan,
    invoices: schedule?.invoices ?? [],
    documents,
    card: cards?.cards[0] ?? null,
    payments: payments?.payments ?? [],
    references: references?.references ?? [],
    promise,
    cfdis,
    contacts,
    relief,
    paymentPlan: plan,
    mandates: await get(`${C}/mandates`, token),
    flow: await get(`${C}/flow`, token),
  };
}

describe('GET my-loan', () => {
  it('without a loan: the loan parts empty, the borrower records still there', async () => {
    const { token } = await acceptedClient(t);
    const res = await t.call('GET', M, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      loan: null,
      invoices: [],
      payments: [],
      references: [],
      promise: null,
      relief: null,
      paymentPlan: null,
      card: null,
      cfdis: { cfdis: [], inGlobal: [], pending: [] },
    });
    expect(res.body.data).toEqual(await partByPart(token));
  });

  it('after a part payment of $1,234.56 is what every endpoint answers alone, to the centavo', async () => {
    const { token, loanId, offer } = await activeLoanClient(t);
    const reference = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment', channel: 'clabe', amount: { amount: 1234.56, currency: 'MXN' } },
    });
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);
    await simulateReferencePayment(t.core, reference.body.data.reference);
    // A second reference, not paid: still payable, listed apart from the payments.
    const live = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment', channel: 'cash', amount: { amount: 0.01, currency: 'MXN' } },
    });
    expect(live.status, JSON.stringify(live.body)).toBe(200);

    const res = await t.call('GET', M, { token });
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.loan.id).toBe(loanId);
    expect(centavos(page.loan.outstanding)).toBe(offer.total - 1234_56);
    expect(
      page.invoices.map((invoice: { outstanding: { amount: number } }) => centavos(invoice.outstanding)),
    ).toEqual([offer.total - 1234_56]);
    expect(page.payments.map((p: { amount: { amount: number } }) => centavos(p.amount))).toEqual([1234_56]);
    expect(page.references.map((r: { reference: string }) => r.reference)).toEqual([
      live.body.data.reference,
    ]);
    expect(centavos(page.references[0].amount)).toBe(1);
    expect(page.promise).toMatchObject({ allowed: false });
    expect(centavos(page.paymentPlan.total)).toBe(offer.total - 1234_56);
    expect(page).toEqual(await partByPart(token));
  });

  it("shows only the caller's own: another borrower never reads my loan, payments or references", async () => {
    const mine = await activeLoanClient(t);
    const theirs = await activeLoanClient(t, 2_000);
    const paid = await t.call('POST', `${C}/openPay/getBarcode`, {
      token: mine.token,
      ...withKey(randomUUID()),
      body: { kind: 'repayment', channel: 'clabe', amount: { amount: 500, currency: 'MXN' } },
    });
    await simulateReferencePayment(t.core, paid.body.data.reference);
    const page = (await t.call('GET', M, { token: theirs.token })).body.data;
    expect(page.loan.id).toBe(theirs.loanId);
    expect(page.payments).toEqual([]);
    expect(page.documents.every((d: { loanId: number }) => d.loanId === theirs.loanId)).toBe(true);
    expect(page.mandates.every((m: { loanId: number }) => m.loanId === theirs.loanId)).toBe(true);
    const text = JSON.stringify(page);
    expect(text).not.toContain(paid.body.data.reference);
    expect(text).not.toContain(`"loanId":${mine.loanId},`);
  });

  it('refuses a back-office user and a visitor without a session', async () => {
    const user = (await t.core.auth.issue({ accountType: 'user', subjectId: 1, mfaPending: false })).token;
    const asUser = await t.call('GET', M, { token: user });
    expect([401, 403]).toContain(asUser.status);
    expect(asUser.body.data ?? null).toBeNull();
    expect(JSON.stringify(asUser.body)).not.toContain('invoices');
    expect((await t.call('GET', M, {})).status).toBe(401);
  });

  it('on its last day to pay reads due today, and the day after late with the late fee, as the loan alone', async () => {
    const { clientId, offer, token: first } = await activeLoanClient(t);
    // A fresh session after the clock moves (a token lives minutes).
    const session = async () =>
      (await t.core.auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false })).token;
    const dueDays = (await t.call('GET', M, { token: first })).body.data.loan.repaymentInvoice
      .dueDays as number;
    t.clock.advance(dueDays * 86_400_000);
    let token = await session();
    const onTheDay = (await t.call('GET', M, { token })).body.data;
    expect(onTheDay.loan.repaymentInvoice.dueDays).toBe(0);
    expect(centavos(onTheDay.loan.outstanding)).toBe(offer.total);
    expect(onTheDay.promise).toMatchObject({ allowed: false });
    // Past the last day to pay (the due date, or the next bank business day after it).
    t.clock.advance(4 * 86_400_000);
    token = await session();
    const late = (await t.call('GET', M, { token })).body.data;
    expect(late.loan.repaymentInvoice.dueDays).toBeLessThan(0);
    const lateFees = centavos(late.invoices[0].lateFees) + centavos(late.invoices[0].lateFeesVat);
    expect(lateFees).toBeGreaterThan(0);
    expect(centavos(late.loan.outstanding)).toBe(offer.total + lateFees);
    expect(late.promise).toMatchObject({ allowed: true });
    expect(late).toEqual(await partByPart(token));
  });
});
