import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { type DecisionInput, decide } from './engine';
import { POLICY_V1 } from './policy-document';
import { decideByPolicy } from './policy-engine';

// A request is checked against the product when it is filed; it is decided later, under the product
// in force then. A minimum raised (or an interval changed) since must end in an offer the product
// can price, never an approval of the old amount that pricing refuses (decision error, retried,
// refused again). $20,000.00 a month, monthly: half a paycheck affords $4,000.00 (the first-loan max).

const input = (requestedAmount: number): DecisionInput => ({
  today: '2026-03-02',
  application: {
    requestedAmount,
    salaryCycle: 'monthly',
    sequenceType: 'first',
    hasIovation: true,
    hasJuicySession: true,
  },
  client: { status: 1, birthDate: '1990-05-14', monthlyIncome: 2_000_000, employmentStatus: 'employed' },
  loans: { active: 0, closed: 0 },
  evidence: { idDocument: 'present', bankLink: 'missing', identity: 'approved' },
  // The minimum raised from $1,000.00 to $1,500.00 since the application was filed.
  bounds: { min: 150_000, max: 400_000, interval: 10_000 },
});
const both = (requested: number) => {
  const byPolicy = decideByPolicy({ version: 1, document: POLICY_V1 }, input(requested));
  expect({ ...decide(input(requested)), ruleSet: byPolicy.ruleSet }).toEqual(byPolicy);
  return byPolicy;
};

describe('a request below the minimum raised since it was filed', () => {
  it('is offered the new minimum as an increase the borrower takes or leaves, not approved as asked', () => {
    expect(both(100_000)).toMatchObject({
      outcome: APPLICATION_STATUS.yhatIncrease,
      offeredAmount: 150_000,
      reasons: [
        {
          rule: 'affordability',
          code: 'decision.increase',
          params: { affordable: 400_000, requested: 100_000, min: 150_000 },
        },
      ],
    });
    // One centavo under the minimum is under it; the minimum itself is approved as asked.
    expect(both(149_999)).toMatchObject({ outcome: APPLICATION_STATUS.yhatIncrease, offeredAmount: 150_000 });
    expect(both(150_000)).toMatchObject({ outcome: APPLICATION_STATUS.accepted, offeredAmount: 150_000 });
  });
});

describe('a request off the interval changed since it was filed', () => {
  it('is offered the amount below it on the interval, as a decrease', () => {
    expect(both(234_550)).toMatchObject({
      outcome: APPLICATION_STATUS.yhatDecrease,
      offeredAmount: 230_000,
      reasons: [{ rule: 'affordability', code: 'decision.decrease' }],
    });
  });
});
