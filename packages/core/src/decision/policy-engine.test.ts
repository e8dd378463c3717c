import { PAY_CYCLES } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { CreditPolicyDocumentSchema } from '@lender/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoreError } from '../errors/core-error';
import { type DecisionInput, decide } from './engine';
import { cutOffChanges, cutOffsOf, POLICY_V1, sha256Of, withCutOffs } from './policy-document';
import { decideByPolicy } from './policy-engine';

const V1 = { version: 1, document: POLICY_V1 };
const FIRST_BOUNDS = { min: 100_000, max: 400_000, interval: 10_000 };
const REPEATED_BOUNDS = { min: 100_000, max: 1_500_000, interval: 10_000 };

/** Birth dates on and around the age limits of each `today` below, and a few ordinary ones. */
const BIRTH_DATES = [
  '2008-03-02', // 18 on 2026-03-02
  '2008-03-03', // 17 on 2026-03-02 (a day short)
  '1951-03-02', // 75 on 2026-03-02
  '1951-03-01', // 75 on 2026-03-02, 76 the next day
  '1950-03-02', // 76 on 2026-03-02
  '2008-02-29', // a leap-day birthday
  '1990-05-14',
  '1945-12-31',
  'not-a-date',
];

const inputArbitrary: fc.Arbitrary<DecisionInput> = fc.record({
  today: fc.constantFrom('2026-03-02', '2026-03-01', '2026-12-31', '2027-02-28', '2026-3-2'),
  application: fc.record({
    requestedAmount: fc.oneof(
      fc.integer({ min: 10, max: 150 }).map((n) => n * 10_000),
      // Centavos off the interval, zero, negative and unsafe amounts.
      fc.integer({ min: -5, max: 2_000_001 }),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
    ),
    salaryCycle: fc.constantFrom(...PAY_CYCLES, 'fortnightly' as never),
    sequenceType: fc.constantFrom('first' as const, 'repeated' as const),
    hasIovation: fc.boolean(),
    hasJuicySession: fc.boolean(),
  }),
  client: fc.record({
    status: fc.integer({ min: 1, max: 5 }),
    birthDate: fc.option(fc.constantFrom(...BIRTH_DATES), { nil: null }),
    monthlyIncome: fc.option(
      fc.oneof(
        fc.integer({ min: 0, max: 10_000_000 }),
        // On and around the 4,000 MXN minimum, to the centavo.
        fc.integer({ min: 399_990, max: 400_010 }),
      ),
      { nil: null },
    ),
    employmentStatus: fc.option(fc.constantFrom('employed', 'unemployed', 'self_employed', 'student'), {
      nil: null,
    }),
  }),
  loans: fc.record({ active: fc.integer({ min: 0, max: 3 }), closed: fc.integer({ min: 0, max: 5 }) }),
  evidence: fc.record({
    idDocument: fc.constantFrom('present' as const, 'missing' as const, 'not_provided' as const),
    bankLink: fc.constantFrom('present' as const, 'missing' as const, 'not_provided' as const),
    identity: fc.constantFrom(
      'approved' as const,
      'declined' as const,
      'pending' as const,
      'not_provided' as const,
    ),
  }),
  bounds: fc.constantFrom(
    FIRST_BOUNDS,
    REPEATED_BOUNDS,
    { min: 100_000, max: 50_000, interval: 10_000 },
    {
      min: 100_000,
      max: 400_000,
      interval: 0,
    },
  ),
  // The scorecard's facts (ADR 337), absent as in older stored inputs or present: v1 ignores them.
  scoring: fc.option(
    fc.record({
      provenIncome: fc.option(
        fc.record({
          monthlyIncome: fc.integer({ min: 1, max: 10_000_000 }),
          payCycle: fc.option(fc.constantFrom(...PAY_CYCLES), { nil: null }),
        }),
        { nil: null },
      ),
      tenureDays: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
      bureauScore: fc.option(fc.integer({ min: 300, max: 850 }), { nil: null }),
      behaviour: fc.option(fc.constantFrom('normal' as const, 'review' as const), { nil: null }),
    }),
    { nil: undefined },
  ),
});

const verdict = (result: ReturnType<typeof decide>) => ({
  outcome: result.outcome,
  offeredAmount: result.offeredAmount,
  reasons: result.reasons,
});

describe('policy v1 decides exactly as the engine of ADR 020', () => {
  it('the same outcome, offered amount and reasons (codes and parameters, in order) over 20,000 inputs', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const byPolicy = decideByPolicy(V1, input);
        expect(verdict(byPolicy)).toEqual(verdict(decide(input)));
        expect(byPolicy).not.toHaveProperty('score');
      }),
      { numRuns: 20_000, seed: 67 },
    );
  });

  it('names its version, not the code constant', () => {
    const input = fc.sample(inputArbitrary, { numRuns: 1, seed: 1 })[0] as DecisionInput;
    expect(decideByPolicy(V1, input).ruleSet).toBe('policy-v1');
    expect(decideByPolicy({ version: 7, document: POLICY_V1 }, input).ruleSet).toBe('policy-v7');
  });

  it('v1 is a valid document and its hash is stable', () => {
    expect(CreditPolicyDocumentSchema.parse(POLICY_V1)).toEqual(POLICY_V1);
    expect(sha256Of(POLICY_V1)).toBe(sha256Of(JSON.parse(JSON.stringify(POLICY_V1))));
    expect(sha256Of(POLICY_V1)).toMatch(/^[0-9a-f]{64}$/);
  });
});

const adult: DecisionInput = {
  today: '2026-03-02',
  application: {
    requestedAmount: 100_000,
    salaryCycle: 'monthly',
    sequenceType: 'first',
    hasIovation: true,
    hasJuicySession: true,
  },
  client: { status: 1, birthDate: '1990-05-14', monthlyIncome: 1_500_000, employmentStatus: 'employed' },
  loans: { active: 0, closed: 0 },
  evidence: { idDocument: 'present', bankLink: 'missing', identity: 'approved' },
  bounds: FIRST_BOUNDS,
};
const withClient = (client: Partial<DecisionInput['client']>): DecisionInput => ({
  ...adult,
  client: { ...adult.client, ...client },
});

describe('a draft that raises a cut-off', () => {
  const raised = {
    version: 2,
    document: withCutOffs(POLICY_V1, { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 500_000, maxAge: 70 }),
  };

  it('passes an income exactly at the new minimum and refuses one centavo below', () => {
    expect(decideByPolicy(raised, withClient({ monthlyIncome: 500_000 })).outcome).toBe(
      APPLICATION_STATUS.accepted,
    );
    const below = decideByPolicy(raised, withClient({ monthlyIncome: 499_999 }));
    expect(below.outcome).toBe(APPLICATION_STATUS.rejected);
    expect(below.reasons).toEqual([
      { rule: 'income', code: 'decision.incomeTooLow', params: { income: 499_999, min: 500_000 } },
    ]);
    // v1 still approves the same client.
    expect(decideByPolicy(V1, withClient({ monthlyIncome: 499_999 })).outcome).toBe(
      APPLICATION_STATUS.accepted,
    );
  });

  it('passes the maximum age itself and refuses the day the client is a year older', () => {
    expect(decideByPolicy(raised, withClient({ birthDate: '1956-03-02' })).outcome).toBe(
      APPLICATION_STATUS.accepted,
    );
    expect(decideByPolicy(raised, { ...withClient({ birthDate: '1955-03-02' }) }).reasons[0]).toEqual({
      rule: 'age',
      code: 'decision.overAge',
      params: { age: 71, max: 70 },
    });
  });

  it('lists exactly the changed cut-offs', () => {
    expect(cutOffChanges(cutOffsOf(POLICY_V1), cutOffsOf(raised.document))).toEqual([
      { field: 'maxAge', before: 75, after: 70 },
      { field: 'minMonthlyIncome', before: 400_000, after: 500_000 },
    ]);
  });

  it('a knock-out left out of the document no longer fires; its order is the document’s', () => {
    const noIdentity = {
      version: 3,
      document: { ...POLICY_V1, knockOuts: POLICY_V1.knockOuts.filter((r) => r.check !== 'identity') },
    };
    const declined = { ...adult, evidence: { ...adult.evidence, identity: 'declined' as const } };
    expect(decideByPolicy(V1, declined).outcome).toBe(APPLICATION_STATUS.rejected);
    expect(decideByPolicy(noIdentity, declined).outcome).toBe(APPLICATION_STATUS.accepted);
    const reversed = {
      version: 4,
      document: { ...POLICY_V1, knockOuts: [...POLICY_V1.knockOuts].reverse() },
    };
    const both = { ...declined, client: { ...adult.client, monthlyIncome: 100 } };
    expect(decideByPolicy(V1, both).reasons[0]?.code).toBe('decision.incomeTooLow');
    expect(decideByPolicy(reversed, both).reasons[0]?.code).toBe('decision.identityDeclined');
  });
});

describe('checkCutOffs', () => {
  it('refuses every wrong cut-off at once, by name', async () => {
    const { checkCutOffs } = await import('./policy-document');
    const error = (() => {
      try {
        checkCutOffs({ ...cutOffsOf(POLICY_V1), minAge: 17, paycheckSharePercent: 101, maxActiveLoans: 0.5 });
      } catch (caught) {
        return caught as CoreError;
      }
      throw new Error('accepted');
    })();
    expect(error).toBeInstanceOf(CoreError);
    expect(error.violations.map((v) => v.field)).toEqual([
      ['cutOffs', 'minAge'],
      ['cutOffs', 'maxActiveLoans'],
      ['cutOffs', 'paycheckSharePercent'],
    ]);
    expect(() => checkCutOffs({ ...cutOffsOf(POLICY_V1), minAge: 60, maxAge: 59 })).toThrow(CoreError);
    expect(() => checkCutOffs({ ...cutOffsOf(POLICY_V1), minAge: 18, maxAge: 18 })).not.toThrow();
  });
});
