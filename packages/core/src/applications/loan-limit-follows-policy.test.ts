import { eq } from '@lender/db/orm';
import { clients, creditPolicies } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNoticesTestCore, submittedApplication } from '../../testing/notices-fixtures';
import { cutOffsOf, POLICY_V1, sha256Of, withCutOffs } from '../decision/policy-document';
import { loanLimitOf } from './yhat-limit';

// The available amount a borrower is shown (`PUT yhat/limit`) must never promise what the policy in
// force refuses (ADR 330): it reads the published policy's income floor, age limits and paycheck
// share, not the constants of the old engine. The test clock is 2026-03-02.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/** A client paid monthly `income` centavos, born `birthDate`: their limit, recomputed now. */
async function limitOf(income: number, birthDate = '1990-05-14') {
  const { clientId } = await submittedApplication(t, 1_000_00);
  await t.core.db
    .update(clients)
    .set({
      birthDate,
      salaryCycle: 'monthly',
      employment: { monthlyIncome: income, employmentStatusKey: 'employed' },
    })
    .where(eq(clients.id, clientId));
  const limit = await loanLimitOf(t.core, clientId, { force: true });
  return limit.availableLoanAmount.amount;
}

describe('the available loan amount under policy v1', () => {
  it('is none one centavo under the income floor, some at the floor itself', async () => {
    expect(await limitOf(3_999_99)).toBe(0);
    expect(await limitOf(4_000_00)).toBeGreaterThan(0);
  });

  it('is none for a borrower over the maximum age on the Mexico City date, some at 75', async () => {
    expect(await limitOf(20_000_00, '1950-03-02')).toBe(0); // 76 today
    expect(await limitOf(20_000_00, '1951-03-02')).toBeGreaterThan(0); // 75 today
  });
});

describe('the available loan amount under a published policy paying 20 % of a paycheck', () => {
  it('is what that share affords, not the old 50 %', async () => {
    const before = await limitOf(8_000_00);
    const document = withCutOffs(POLICY_V1, { ...cutOffsOf(POLICY_V1), paycheckSharePercent: 20 });
    const now = new Date();
    await t.core.db.update(creditPolicies).set({ status: 'retired' }).where(eq(creditPolicies.version, 1));
    await t.core.db.insert(creditPolicies).values({
      version: 2,
      status: 'published',
      basedOn: 1,
      document,
      sha256: sha256Of(document),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    });
    const after = await limitOf(8_000_00);
    // 20 % of $8,000.00 is $1,600.00 (rounded down to the product's interval), under half of it.
    expect(after).toBeLessThanOrEqual(1_600);
    expect(after).toBeLessThan(before);
  });
});
