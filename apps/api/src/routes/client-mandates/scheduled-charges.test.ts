import { cancelToken, runDirectDebits } from '@lender/core';
import { eq } from '@lender/db/orm';
import { scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestApp, mandatedLoan } from '../../test/back-office-loan-fixture';

// Issue 66 point 2 (ADR 329): the borrower's payday charges on my loan, and the pre-notice's one-tap
// "no me cobren" without a login — a forged token or another borrower's charge under it is 404.

const LIST = '/web/private/client/scheduled-charges';
const LINK = '/web/public/scheduled-charges';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
beforeAll(async () => {
  t = await createLendingTestApp();
});
afterAll(() => t.close());

/** A mandated loan, paid out, its first charge planned by the job. */
async function plannedLoan() {
  const loan = await mandatedLoan(t);
  await runDirectDebits(t.core);
  const [row] = await t.core.db
    .select()
    .from(scheduledCharges)
    .where(eq(scheduledCharges.loanId, loan.loanId));
  if (!row) throw new Error('no charge planned');
  return { ...loan, row, link: cancelToken(t.core.secrets, row) };
}

describe('the payday charges', () => {
  it("lists the borrower's own charges in money and words, never another borrower's", async () => {
    const ana = await plannedLoan();
    const bob = await plannedLoan();
    const listed = await t.call('GET', LIST, { token: ana.token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: ana.row.id,
        loanId: ana.loanId,
        method: 'clabe',
        last4: '7771',
        attempt: 1,
        part: 1,
        chargeOn: ana.row.chargeOn,
        declineKind: null,
      }),
    ]);
    expect(Math.round(listed.body.data[0].amount.amount * 100)).toBe(ana.row.amount);
    expect(JSON.stringify(listed.body)).not.toContain('002010077777777771');
    expect(listed.body.data.map((c: { id: number }) => c.id)).not.toContain(bob.row.id);
    expect((await t.call('GET', LIST)).status).toBe(401);
  });

  it('"no me cobren": reads and cancels with the link alone; a forged or swapped token is 404', async () => {
    const ana = await plannedLoan();
    const bob = await plannedLoan();
    const [, signature] = ana.link.split('.');
    for (const forged of [`${bob.row.id}.${signature}`, `${ana.row.id}.${'x'.repeat(43)}`]) {
      const read = await t.call('GET', `${LINK}/${encodeURIComponent(forged)}`);
      expect([read.status, read.body.code]).toEqual([404, 'not_found']);
      const cancel = await t.call('POST', `${LINK}/${encodeURIComponent(forged)}/cancellation`);
      expect([cancel.status, cancel.body.code]).toEqual([404, 'not_found']);
    }
    const read = await t.call('GET', `${LINK}/${ana.link}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ state: 'cancellable', chargeOn: ana.row.chargeOn, last4: '7771' });
    const cancelled = await t.call('POST', `${LINK}/${ana.link}/cancellation`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');
    expect((await t.call('POST', `${LINK}/${ana.link}/cancellation`)).body.data.state).toBe('cancelled');
    const [bobs] = (await t.call('GET', LIST, { token: bob.token })).body.data;
    expect(bobs.status).not.toBe('cancelled');
  });

  it('shows each charge under its mandate on my loan, and a revocation stops the ones not yet sent', async () => {
    const ana = await plannedLoan();
    const M = '/web/private/client/mandates';
    const [mandate] = (await t.call('GET', M, { token: ana.token })).body.data;
    expect(mandate.charges).toEqual([expect.objectContaining({ id: ana.row.id, attempt: 1 })]);
    const revoked = await t.call('POST', `${M}/${mandate.id}/revocation`, { token: ana.token });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data.mandate.charges).toEqual([
      expect.objectContaining({ id: ana.row.id, status: 'refused' }),
    ]);
    const read = await t.call('GET', `${LINK}/${ana.link}`);
    expect(read.body.data.state).toBe('ended');
  });

  it('lets the borrower choose parts of at most MXN 1,000.00 on their own mandate only', async () => {
    const ana = await plannedLoan();
    const bob = await plannedLoan();
    const path = `/web/private/client/mandates/${ana.row.mandateId}/parts`;
    const foreign = await t.call('PUT', path, { token: bob.token, body: { inParts: true } });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
    const chosen = await t.call('PUT', path, { token: ana.token, body: { inParts: true } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const amounts = chosen.body.data.charges.map((c: { amount: { amount: number } }) =>
      Math.round(c.amount.amount * 100),
    );
    expect(Math.max(...amounts)).toBeLessThanOrEqual(1_000_00);
    expect(amounts.reduce((a: number, b: number) => a + b, 0)).toBe(ana.row.amount);
    expect((await t.call('PUT', path, { token: ana.token, body: { inParts: 'sí' } })).status).toBe(400);
  });
});
