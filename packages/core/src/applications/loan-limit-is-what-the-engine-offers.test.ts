import { PAY_CYCLES } from '@lender/calculator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecisionInput } from '../decision/engine';
import { cutOffsOf, POLICY_V1, withCutOffs } from '../decision/policy-document';
import { decideByPolicy } from '../decision/policy-engine';
import { type LimitClient, policyLimit } from './yhat-limit';

// ADR 375: the available amount ("pre-aprobado") applies the knock-outs of the policy in force the
// client row decides. Asked for exactly that amount (all evidence present, no loan), the policy's
// engine must offer it; shown none, the engine must offer nothing. Any policy: cut-offs moved,
// knock-outs left out, a client blocked, of no birth date, of no income.

const BOUNDS = { min: 100_000, max: 400_000, interval: 10_000 };
const TODAY = '2026-03-02';

const documentArbitrary = fc
  .record({
    minAge: fc.integer({ min: 18, max: 30 }),
    maxAge: fc.integer({ min: 60, max: 80 }),
    minMonthlyIncome: fc.integer({ min: 0, max: 1_000_000 }),
    paycheckSharePercent: fc.integer({ min: 1, max: 100 }),
    kept: fc.subarray(POLICY_V1.knockOuts.map((rule) => rule.check)),
  })
  .map(({ kept, ...cutOffs }) => {
    const document = withCutOffs(POLICY_V1, { ...cutOffsOf(POLICY_V1), ...cutOffs });
    return { ...document, knockOuts: document.knockOuts.filter((rule) => kept.includes(rule.check)) };
  });

const clientArbitrary: fc.Arbitrary<LimitClient> = fc.record({
  status: fc.integer({ min: 1, max: 5 }),
  monthlyIncome: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  cycle: fc.constantFrom(...PAY_CYCLES),
  birthDate: fc.option(
    fc.constantFrom('2008-03-02', '2008-03-03', '1951-03-02', '1950-03-02', '1990-05-14'),
    {
      nil: null,
    },
  ),
  employmentStatus: fc.option(fc.constantFrom('employed', 'unemployed', 'student'), { nil: null }),
});

/** What the policy decides for a request of `requested` by this client, all evidence present. */
function engineOffer(document: typeof POLICY_V1, client: LimitClient, requested: number) {
  const input: DecisionInput = {
    today: TODAY,
    application: {
      requestedAmount: requested,
      salaryCycle: client.cycle ?? 'monthly',
      sequenceType: 'first',
      hasIovation: true,
      hasJuicySession: true,
    },
    client: {
      status: client.status,
      birthDate: client.birthDate,
      monthlyIncome: client.monthlyIncome,
      employmentStatus: client.employmentStatus,
    },
    loans: { active: 0, closed: 0 },
    evidence: { idDocument: 'present', bankLink: 'present', identity: 'approved' },
    bounds: BOUNDS,
  };
  return decideByPolicy({ version: 9, document }, input).offeredAmount;
}

describe('the available loan amount under any policy', () => {
  it('is what the engine offers when asked for it, and none when the engine offers nothing', () => {
    fc.assert(
      fc.property(documentArbitrary, clientArbitrary, (document, client) => {
        const limit = policyLimit(document, client, TODAY, BOUNDS);
        if (limit > 0) expect(engineOffer(document, client, limit)).toBe(limit);
        else expect(engineOffer(document, client, BOUNDS.min)).toBeNull();
      }),
      { numRuns: 5_000, seed: 375 },
    );
  });

  it('is none for a borrower with no birth date under a policy without age rules', () => {
    const ageless = { ...POLICY_V1, knockOuts: POLICY_V1.knockOuts.filter((r) => !r.check.endsWith('_age')) };
    const client: LimitClient = {
      status: 1,
      monthlyIncome: 2_000_000,
      cycle: 'monthly',
      birthDate: null,
      employmentStatus: 'employed',
    };
    expect(policyLimit(ageless, client, TODAY, BOUNDS)).toBe(0);
  });
});
