import { randomUUID } from 'node:crypto';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { simulateReferencePayment } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, decided, forceDecision } from '../../test/application-fixtures';
import { withKey } from '../../test/borrower';
import { activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 65 (ADR 328): the no-loan and counter-offer pages in one read each. Each part is what the
// endpoint of its name answers alone; only the caller's own; a back-office user is refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_LOAN = `${C}/no-loan`;
const COUNTER_OFFER = `${C}/counter-offer`;
const get = async (path: string, token?: string) => {
  const res = await t.call('GET', path, token ? { token } : {});
  return res.status === 200 ? res.body.data : null;
};

/** A borrower whose loan was paid off in full by SPEI: one closed loan, one payment. */
async function paidOffClient() {
  const borrower = await activeLoanClient(t);
  const paid = await t.call('POST', `${C}/openPay/getBarcode`, {
    token: borrower.token,
    ...withKey(randomUUID()),
    body: { kind: 'repayment', channel: 'clabe' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await simulateReferencePayment(t.core, paid.body.data.reference);
  return { ...borrower, reference: paid.body.data.reference as string };
}

describe('GET no-loan', () => {
  it('is the closed loans with their documents and CFDIs, the calculator and the journey step, each as its endpoint answers alone', async () => {
    const mine = await paidOffClient();
    const page = await get(NO_LOAN, mine.token);
    expect(page.loans.map((loan: { id: number }) => loan.id)).toEqual([mine.loanId]);
    expect(page.loans[0].payments).toHaveLength(1);
    expect(page).toEqual({
      loans: (await get(`${C}/loans/closed`, mine.token)).loans,
      // A past loan keeps its papers (issue 61): the documents and CFDIs as their endpoints answer.
      documents: await get(`${C}/document/list`, mine.token),
      cfdis: await get(`${C}/cfdis`, mine.token),
      calculator: await get('/web/public/config/calculator'),
      flow: await get(`${C}/flow`, mine.token),
    });
  });

  it("never shows another borrower's loans; a client without a loan reads an empty history", async () => {
    const mine = await paidOffClient();
    const theirs = await paidOffClient();
    const page = await get(NO_LOAN, theirs.token);
    expect(page.loans.map((loan: { id: number }) => loan.id)).toEqual([theirs.loanId]);
    expect(JSON.stringify(page)).not.toContain(mine.reference);
    const fresh = await applicant(t);
    const empty = await get(NO_LOAN, fresh.token);
    expect(empty.loans).toEqual([]);
    expect(empty.flow).toEqual(await get(`${C}/flow`, fresh.token));
  });

  it('refuses a back-office user and a visitor without a session', async () => {
    const user = (await t.core.auth.issue({ accountType: 'user', subjectId: 1, mfaPending: false })).token;
    for (const path of [NO_LOAN, COUNTER_OFFER]) {
      const asUser = await t.call('GET', path, { token: user });
      expect([401, 403]).toContain(asUser.status);
      expect(asUser.body.data ?? null).toBeNull();
      expect((await t.call('GET', path, {})).status).toBe(401);
    }
  });
});

describe('GET counter-offer', () => {
  /** What the counter-offer pages read one endpoint at a time before (five requests besides the session). */
  async function partByPart(token: string) {
    const application = await get(`${C}/application/actual`, token);
    const config = await get('/web/public/config/calculator');
    const seen = new Set<number>();
    const { first_repayment_option: first, second_repayment_option: second } = application.payDates;
    const dates = [first, second].filter((date) => date !== undefined).join(',');
    return {
      application,
      offer: await get(`${C}/application/${application.id}/offer/actual`, token),
      reasons: await get(`${C}/decision-reasons`, token),
      terms: (config.payDates[application.salaryCycle] as { term: number; dueDate: string }[])
        .filter((option) => !seen.has(option.term) && seen.add(option.term))
        .map((option) => ({ term: option.term, dueDate: option.dueDate })),
      asked: await get(
        `${C}/arithmetic/offer/stl/${application.desiredLoanAmount.amount}/${application.salaryCycle}/${dates}`,
        token,
      ),
      flow: await get(`${C}/flow`, token),
    };
  }

  for (const [name, status] of [
    ['a higher amount', APPLICATION_STATUS.yhatIncrease],
    ['a smaller amount', APPLICATION_STATUS.yhatDecrease],
  ] as const) {
    it(`offering ${name}: each part is what its endpoint answers alone`, async () => {
      const { token } = await applicant(t);
      await forceDecision(t, token, status);
      const app = await decided(t, token, 3_000);
      expect(app.status).toBe(status);
      const page = await get(COUNTER_OFFER, token);
      expect(page.application.id).toBe(app.id);
      expect(page.offer).not.toBeNull();
      expect(page.terms.length).toBeGreaterThan(0);
      expect(page.asked).not.toBeNull();
      expect(page).toEqual(await partByPart(token));
    });
  }

  it("never shows another borrower's application; without one its parts are null", async () => {
    const mine = await applicant(t);
    await forceDecision(t, mine.token, APPLICATION_STATUS.yhatDecrease);
    const myApp = await decided(t, mine.token, 3_000);
    const theirs = await applicant(t);
    await forceDecision(t, theirs.token, APPLICATION_STATUS.yhatIncrease);
    const theirApp = await decided(t, theirs.token, 4_000);
    const page = await get(COUNTER_OFFER, theirs.token);
    expect(page.application.id).toBe(theirApp.id);
    expect(page.application.id).not.toBe(myApp.id);
    expect(page).toEqual(await partByPart(theirs.token));
    expect(page.reasons?.applicationId ?? theirApp.id).toBe(theirApp.id);

    const fresh = await applicant(t);
    expect(await get(COUNTER_OFFER, fresh.token)).toEqual({
      application: null,
      offer: null,
      reasons: null,
      terms: [],
      asked: null,
      flow: await get(`${C}/flow`, fresh.token),
    });
  });
});

describe('GET profile-page', () => {
  it("is the consents, documents, referrals and card as each endpoint answers alone; only the caller's", async () => {
    const mine = await activeLoanClient(t);
    const theirs = await activeLoanClient(t);
    const page = await get(`${C}/profile-page`, mine.token);
    expect(page.documents.length).toBeGreaterThan(0);
    expect(page.documents.every((d: { loanId: number }) => d.loanId === mine.loanId)).toBe(true);
    expect(page).toEqual({
      consents: (await get(`${C}/consents`, mine.token)).consents,
      documents: await get(`${C}/document/list`, mine.token),
      referrals: await get(`${C}/referrals`, mine.token),
      card: (await get(`${C}/direct-debit/cards`, mine.token)).cards[0] ?? null,
    });
    expect(JSON.stringify(page)).not.toContain(`"loanId":${theirs.loanId},`);
    const fresh = await applicant(t);
    const empty = await get(`${C}/profile-page`, fresh.token);
    expect(empty).toMatchObject({ documents: [], referrals: [], card: null });
    const user = (await t.core.auth.issue({ accountType: 'user', subjectId: 1, mfaPending: false })).token;
    expect([401, 403]).toContain((await t.call('GET', `${C}/profile-page`, { token: user })).status);
  });
});
