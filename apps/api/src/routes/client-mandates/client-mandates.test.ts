import { chargeUnderMandate } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeLoan, createLendingTestApp, mandatedLoan } from '../../test/back-office-loan-fixture';

// Issue 66 (ADR 325): the borrower lists their direct-debit mandates and revokes one in one call;
// another borrower's mandate is a 404 and stays active; a revoked mandate refuses the next charge.
const M = '/web/private/client/mandates';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
beforeAll(async () => {
  t = await createLendingTestApp();
});
afterAll(() => t.close());

describe('the mandate endpoints', () => {
  it('lists the mandate in words with its last four digits, and revokes it at once', async () => {
    const { loanId, token } = await mandatedLoan(t);
    const listed = await t.call('GET', M, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const [mandate] = listed.body.data;
    expect(mandate).toMatchObject({
      loanId,
      method: 'clabe',
      last4: '7771',
      status: 'active',
      preNoticeDays: 2,
    });
    expect(mandate.text).toContain('terminación 7771');
    expect(JSON.stringify(listed.body)).not.toContain('002010077777777771');

    const revoked = await t.call('POST', `${M}/${mandate.id}/revocation`, { token });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data).toMatchObject({
      mandate: { id: mandate.id, status: 'revoked', revokedReason: 'borrower' },
      chargeInFlight: null,
    });
    const after = await chargeUnderMandate(t.core, loanId, {
      amount: 100_00,
      date: mandate.coversFrom,
    }).catch((error: { code?: string }) => error.code);
    expect(after).toBe('mandate_revoked');
  });

  it("answers 404 for another borrower's mandate or an unknown one, and changes nothing", async () => {
    const theirs = await mandatedLoan(t);
    const mine = await mandatedLoan(t);
    const [their] = (await t.call('GET', M, { token: theirs.token })).body.data;
    const foreign = await t.call('POST', `${M}/${their.id}/revocation`, { token: mine.token });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
    expect((await t.call('POST', `${M}/999999/revocation`, { token: mine.token })).status).toBe(404);
    expect((await t.call('POST', `${M}/abc/revocation`, { token: mine.token })).status).toBe(400);
    expect((await t.call('GET', M, { token: theirs.token })).body.data[0].status).toBe('active');
    expect(
      (await t.call('GET', M, { token: mine.token })).body.data.map((m: { id: number }) => m.id),
    ).not.toContain(their.id);
  });

  it('shows nothing to a borrower without mandates, and refuses a call without a session', async () => {
    const loan = await activeLoan(t);
    const token = (
      await t.core.auth.issue({ accountType: 'client', subjectId: loan.clientId, mfaPending: false })
    ).token;
    expect((await t.call('GET', M, { token })).body.data).toEqual([]);
    expect((await t.call('GET', M)).status).toBe(401);
  });
});
