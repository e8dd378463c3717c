import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator';
import { today } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
let token: string;
let loans: Awaited<ReturnType<typeof activeLoan>>[];
beforeAll(async () => {
  t = await createLendingTestApp();
  loans = [await activeLoan(t), await activeLoan(t, { amount: 2_000_00 })];
  await t.core.db
    .update(schema.loans)
    .set({ overdueDays: 3 })
    .where(eq(schema.loans.id, loans[1]?.loanId as number));
  // One approved and one rejected decision on the two applications.
  await t.core.db.insert(schema.decisions).values([
    {
      applicationId: loans[0]?.applicationId as number,
      clientId: loans[0]?.clientId as number,
      outcome: APPLICATION_STATUS.accepted,
      reasons: [],
      inputs: {},
      ruleSet: 'v1',
    },
    {
      applicationId: loans[1]?.applicationId as number,
      clientId: loans[1]?.clientId as number,
      outcome: APPLICATION_STATUS.rejected,
      reasons: [],
      inputs: {},
      ruleSet: 'v1',
    },
  ]);
  token = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
  await t.call('POST', `${B}/loans/${loans[0]?.loanId}/payments`, {
    token,
    body: {
      amount: { amount: 100, currency: 'MXN' },
      paidOn: today(t.clock),
      reference: 'DEP-9',
      reason: 'Deposit seen',
    },
  });
});
afterAll(() => t.close());

describe('GET back-office/dashboard', () => {
  it('counts disbursements, outstanding principal, statuses, overdue, funnel, approval rate and payments', async () => {
    const res = await t.call('GET', `${B}/dashboard`, { token });
    expect(res.status).toBe(200);
    const data = res.body.data;
    const day = today(t.clock);
    expect(data.period).toMatchObject({ to: day, today: day });
    expect(data.disbursedToday).toEqual({ count: 2, centavos: 5_000_00 });
    expect(data.disbursedThisMonth).toEqual({ count: 2, centavos: 5_000_00 });
    // The manual payment of 100 pesos went to charges first (ADR 022), so principal is at most 5,000.
    expect(data.outstandingPrincipalCentavos).toBeGreaterThan(4_800_00);
    expect(data.outstandingPrincipalCentavos).toBeLessThanOrEqual(5_000_00);
    expect(data.loansByStatus).toEqual([
      { status: LOAN_STATUS.active, count: 2, principalCentavos: 5_000_00 },
    ]);
    expect(data.overdue.find((b: { bucket: string }) => b.bucket === '1-7')).toMatchObject({ count: 1 });
    expect(
      data.overdue.find((b: { bucket: string }) => b.bucket === '1-7').outstandingCentavos,
    ).toBeGreaterThan(2_000_00);
    expect(data.funnel).toMatchObject({
      created: 2,
      decided: 2,
      approved: 1,
      rejected: 1,
      signed: 2,
      disbursed: 2,
    });
    expect(data.approvalRate).toEqual([
      { bucket: day, applications: 2, approved: 1, rejected: 1, rate: 0.5 },
    ]);
    expect(data.paymentsByChannel).toEqual([{ channel: 'manual', count: 1, centavos: 100_00 }]);
  });

  it('a period without activity counts nothing; a reversed or too long period is refused', async () => {
    const empty = await t.call('GET', `${B}/dashboard?from=2020-01-01&to=2020-01-31&granularity=week`, {
      token,
    });
    expect(empty.body.data.funnel.created).toBe(0);
    expect(empty.body.data.disbursedInPeriod).toEqual({ count: 0, centavos: 0 });
    expect(empty.body.data.approvalRate).toEqual([]);
    const reversed = await t.call('GET', `${B}/dashboard?from=2020-02-01&to=2020-01-01`, { token });
    expect([reversed.status, reversed.body.code]).toEqual([400, 'invalid_value']);
    const long = await t.call('GET', `${B}/dashboard?from=2018-01-01&to=2020-01-01`, { token });
    expect(long.status).toBe(400);
  });
});
