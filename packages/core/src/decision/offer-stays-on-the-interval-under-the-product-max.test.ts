import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { policyLimit } from '../applications/yhat-limit';
import { type DecisionInput, decide } from './engine';
import { POLICY_V1 } from './policy-document';
import { decideByPolicy } from './policy-engine';

// The back office accepts a first-loan maximum off the interval ($3,999.50 with an interval of
// $100.00: only the minimums and the overall maximum are checked against it). Pricing refuses an
// amount off the interval, so an offer or an available amount of $3,999.50 can never be lent: the
// most offered is the largest amount on the interval at or under the maximum, $3,900.00.

const bounds = { min: 100_000, max: 399_950, interval: 10_000 };
const rich: DecisionInput = {
  today: '2026-03-02',
  application: {
    requestedAmount: 1_000_000,
    salaryCycle: 'monthly',
    sequenceType: 'first',
    hasIovation: true,
    hasJuicySession: true,
  },
  client: { status: 1, birthDate: '1990-05-14', monthlyIncome: 5_000_000, employmentStatus: 'employed' },
  loans: { active: 0, closed: 0 },
  evidence: { idDocument: 'present', bankLink: 'present', identity: 'approved' },
  bounds,
};

describe('a first-loan maximum with centavos off the interval', () => {
  it('caps a decrease and an increase at $3,900.00, not $3,999.50', () => {
    for (const decided of [decide(rich), decideByPolicy({ version: 1, document: POLICY_V1 }, rich)]) {
      expect(decided).toMatchObject({ outcome: APPLICATION_STATUS.yhatDecrease, offeredAmount: 390_000 });
    }
    const loyal = { ...rich, application: { ...rich.application, requestedAmount: 100_000 } };
    const increased = decideByPolicy(
      { version: 1, document: POLICY_V1 },
      { ...loyal, loans: { active: 0, closed: 1 } },
    );
    expect(increased).toMatchObject({ outcome: APPLICATION_STATUS.yhatIncrease, offeredAmount: 390_000 });
  });

  it('caps the available amount shown to the borrower at $3,900.00', () => {
    const client = {
      status: 1,
      monthlyIncome: 5_000_000,
      cycle: 'monthly' as const,
      birthDate: '1990-05-14',
    };
    expect(policyLimit(POLICY_V1, { ...client, employmentStatus: 'employed' }, '2026-03-02', bounds)).toBe(
      390_000,
    );
  });
});
