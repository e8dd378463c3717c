import { PAY_CYCLES } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affordableAmount, DECISION_OUTCOMES, type DecisionInput, decide, forcedDecision } from './engine';

const FIRST_BOUNDS = { min: 100_000, max: 400_000, interval: 10_000 };
const REPEATED_BOUNDS = { min: 100_000, max: 1_500_000, interval: 10_000 };

/** An adult first-time client earning 15,000 MXN a month, asking for 3,000 MXN, with everything provided. */
const base: DecisionInput = {
  today: '2026-03-02',
  application: {
    requestedAmount: 300_000,
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

type Patch = {
  application?: Partial<DecisionInput['application']>;
  client?: Partial<DecisionInput['client']>;
  loans?: Partial<DecisionInput['loans']>;
  evidence?: Partial<DecisionInput['evidence']>;
  bounds?: DecisionInput['bounds'];
  today?: string;
};
const input = (patch: Patch): DecisionInput => ({
  today: patch.today ?? base.today,
  application: { ...base.application, ...patch.application },
  client: { ...base.client, ...patch.client },
  loans: { ...base.loans, ...patch.loans },
  evidence: { ...base.evidence, ...patch.evidence },
  bounds: patch.bounds ?? base.bounds,
});

describe('decide: one case per outcome (ADR 020)', () => {
  it.each<[string, Patch, number, number | null, string]>([
    ['approves an affordable request', {}, APPLICATION_STATUS.accepted, 300_000, 'decision.approve'],
    [
      'decreases a request above what one paycheck affords',
      { client: { monthlyIncome: 500_000 } },
      APPLICATION_STATUS.yhatDecrease,
      250_000,
      'decision.decrease',
    ],
    [
      'makes a special offer to a loyal client asking too much',
      {
        client: { monthlyIncome: 500_000 },
        loans: { closed: 2 },
        bounds: REPEATED_BOUNDS,
        application: { sequenceType: 'repeated' },
      },
      APPLICATION_STATUS.specialOffer,
      250_000,
      'decision.specialOffer',
    ],
    [
      'offers an increase to a returning client with a bank link',
      {
        loans: { closed: 1 },
        evidence: { bankLink: 'present' },
        bounds: REPEATED_BOUNDS,
        application: { sequenceType: 'repeated' },
      },
      APPLICATION_STATUS.yhatIncrease,
      750_000,
      'decision.increase',
    ],
    [
      'decides a client who declined the optional behavioural data without it, and says so',
      { application: { hasIovation: false, hasJuicySession: false } },
      APPLICATION_STATUS.accepted,
      300_000,
      'decision.withoutBehaviouralData',
    ],
    [
      'rejects a blacklisted client',
      { client: { status: 3 } },
      APPLICATION_STATUS.rejected,
      null,
      'decision.blacklisted',
    ],
    [
      'answers a decision error when the birth date is unknown',
      { client: { birthDate: null } },
      APPLICATION_STATUS.decisionError,
      null,
      'decision.birthDateMissing',
    ],
  ])('%s', (_name, patch, outcome, offered, code) => {
    const result = decide(input(patch));
    expect(result.outcome).toBe(outcome);
    expect(result.offeredAmount).toBe(offered);
    expect(result.reasons.map((reason) => reason.code)).toContain(code);
  });
});

describe('decide: every rule of the ADR 020 table', () => {
  it.each<[string, Patch, number, string]>([
    ['blocked client', { client: { status: 2 } }, APPLICATION_STATUS.rejected, 'decision.blocked'],
    [
      'under 18 (age from the birth date checked against the CURP)',
      { client: { birthDate: '2010-01-01' } },
      APPLICATION_STATUS.rejected,
      'decision.underAge',
    ],
    ['over 75', { client: { birthDate: '1940-01-01' } }, APPLICATION_STATUS.rejected, 'decision.overAge'],
    [
      'unemployed',
      { client: { employmentStatus: 'unemployed' } },
      APPLICATION_STATUS.rejected,
      'decision.noEmployment',
    ],
    [
      'income unknown',
      { client: { monthlyIncome: null } },
      APPLICATION_STATUS.manualVerification,
      'decision.incomeUnknown',
    ],
    [
      'income below 4,000 MXN',
      { client: { monthlyIncome: 399_999 } },
      APPLICATION_STATUS.rejected,
      'decision.incomeTooLow',
    ],
    [
      'two active loans',
      { loans: { active: 2 } },
      APPLICATION_STATUS.rejected,
      'decision.tooManyActiveLoans',
    ],
    [
      'identity declined',
      { evidence: { identity: 'declined' } },
      APPLICATION_STATUS.rejected,
      'decision.identityDeclined',
    ],
    [
      'first client without ID document',
      { evidence: { idDocument: 'missing' } },
      APPLICATION_STATUS.manualVerification,
      'decision.idDocumentMissing',
    ],
    [
      'documents source not provided yet',
      { evidence: { idDocument: 'not_provided' } },
      APPLICATION_STATUS.manualVerification,
      'decision.idDocumentMissing',
    ],
    [
      'weekly paycheck too small for the minimum',
      { client: { monthlyIncome: 400_000 }, application: { salaryCycle: 'weekly' } },
      APPLICATION_STATUS.rejected,
      'decision.affordableBelowMinimum',
    ],
    [
      'invalid amount',
      { application: { requestedAmount: -5 } },
      APPLICATION_STATUS.decisionError,
      'decision.inputInvalid',
    ],
  ])('%s', (_name, patch, outcome, code) => {
    const result = decide(input(patch));
    expect(result.outcome).toBe(outcome);
    expect(result.reasons.map((reason) => reason.code)).toEqual([code]);
  });

  it('lets a returning client skip the ID-document rule', () => {
    const result = decide(input({ loans: { closed: 1 }, evidence: { idDocument: 'missing' } }));
    expect(result.outcome).toBe(APPLICATION_STATUS.accepted);
  });
});

const inputArbitrary: fc.Arbitrary<DecisionInput> = fc.record({
  today: fc.constantFrom('2026-03-02', '2026-12-31', '2027-02-28'),
  application: fc.record({
    requestedAmount: fc.integer({ min: 10, max: 150 }).map((n) => n * 10_000),
    salaryCycle: fc.constantFrom(...PAY_CYCLES),
    sequenceType: fc.constantFrom('first' as const, 'repeated' as const),
    hasIovation: fc.boolean(),
    hasJuicySession: fc.boolean(),
  }),
  client: fc.record({
    status: fc.integer({ min: 1, max: 5 }),
    birthDate: fc.option(fc.constantFrom('1950-01-01', '1990-05-14', '2009-06-30', '1945-12-31'), {
      nil: null,
    }),
    monthlyIncome: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
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
  bounds: fc.constantFrom(FIRST_BOUNDS, REPEATED_BOUNDS),
});

describe('decide: invariants', () => {
  it('gives the same outcome, amount and reasons for the same inputs', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const copy = structuredClone(value);
        expect(decide(copy)).toEqual(decide(value));
      }),
    );
  });

  it('always answers an outcome of the list, with reasons, and an offer within the bounds on an interval', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const result = decide(value);
        expect(DECISION_OUTCOMES).toContain(result.outcome);
        expect(result.reasons.length).toBeGreaterThan(0);
        if (result.offeredAmount !== null) {
          expect(result.offeredAmount).toBeGreaterThanOrEqual(value.bounds.min);
          expect(result.offeredAmount).toBeLessThanOrEqual(
            Math.max(value.bounds.max, value.application.requestedAmount),
          );
          expect(result.offeredAmount % value.bounds.interval).toBe(0);
        }
      }),
    );
  });

  it('decreases below and increases above the request', () => {
    fc.assert(
      fc.property(inputArbitrary, (value) => {
        const result = decide(value);
        const requested = value.application.requestedAmount;
        if (
          result.outcome === APPLICATION_STATUS.yhatDecrease ||
          result.outcome === APPLICATION_STATUS.specialOffer
        ) {
          expect(result.offeredAmount).toBeLessThan(requested);
        }
        if (result.outcome === APPLICATION_STATUS.yhatIncrease)
          expect(result.offeredAmount).toBeGreaterThan(requested);
      }),
    );
  });
});

describe('affordableAmount', () => {
  it('is half a paycheck rounded down to the interval, capped at the maximum', () => {
    expect(affordableAmount(1_200_000, 'semi_monthly', REPEATED_BOUNDS)).toBe(300_000);
    expect(affordableAmount(10_000_000, 'monthly', FIRST_BOUNDS)).toBe(400_000);
  });
});

describe('forcedDecision (sandbox)', () => {
  it.each([...DECISION_OUTCOMES])('forces outcome %i with a sandbox reason', (outcome) => {
    const result = forcedDecision(outcome, 300_000, FIRST_BOUNDS);
    expect(result.outcome).toBe(outcome);
    expect(result.reasons[0]?.rule).toBe('sandbox');
  });
});

describe('decide: the optional behavioural consent declined (issue 37 trap 2, ADR 115)', () => {
  const declined = { hasIovation: false, hasJuicySession: false };
  it('never sends an applicant to manual review for the missing data: every outcome the rules give', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).map((n) => n * 10_000),
        fc.integer({ min: 400_000, max: 3_000_000 }),
        fc.constantFrom(...PAY_CYCLES),
        fc.integer({ min: 0, max: 3 }),
        (requestedAmount, monthlyIncome, salaryCycle, closed) => {
          const withData = decide(
            input({
              application: { requestedAmount, salaryCycle },
              client: { monthlyIncome },
              loans: { closed },
            }),
          );
          const without = decide(
            input({
              application: { requestedAmount, salaryCycle, ...declined },
              client: { monthlyIncome },
              loans: { closed },
            }),
          );
          expect(without.outcome).toBe(withData.outcome);
          expect(without.offeredAmount).toBe(withData.offeredAmount);
          expect(without.reasons.map((r) => r.code)).toEqual([
            ...withData.reasons.map((r) => r.code),
            'decision.withoutBehaviouralData',
          ]);
        },
      ),
    );
  });
  it.each<[string, Patch, number, string]>([
    [
      'no ID document (first loan)',
      { evidence: { idDocument: 'missing' } },
      APPLICATION_STATUS.manualVerification,
      'decision.idDocumentMissing',
    ],
    [
      'income below the minimum',
      { client: { monthlyIncome: 300_000 } },
      APPLICATION_STATUS.rejected,
      'decision.incomeTooLow',
    ],
    [
      'a request above one paycheck',
      { client: { monthlyIncome: 500_000 } },
      APPLICATION_STATUS.yhatDecrease,
      'decision.decrease',
    ],
  ])('the other rules still apply: %s', (_name, patch, outcome, code) => {
    const result = decide(input({ ...patch, application: { ...patch.application, ...declined } }));
    expect(result.outcome).toBe(outcome);
    expect(result.reasons[0]?.code).toBe(code);
  });
});
