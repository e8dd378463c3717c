import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Scorecard } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import type { DecisionInput } from '../../decision/engine';
import { POLICY_V1 } from '../../decision/policy-document';
import { decideByPolicy } from '../../decision/policy-engine';
import { centavosAtBps, expectedLoss, tallyReplay } from './replay-tally';

// Issue 67 point 2 (ADR 339): a replay's expected loss, per arm and segment, in whole centavos:
// Σ over the outcomes that offer an amount of amount × probability of default, each rounded half
// up; the probability is the score band's under a scorecard, else the policy's segment rate.

/** One characteristic (paid loans): none 0 points, one or more 50; bands at 0 (C) and 50 (A). */
const CARD: Scorecard = {
  base: 0,
  characteristics: [
    {
      kind: 'numeric',
      characteristic: 'paid_loans',
      bins: [
        { from: 0, points: 0 },
        { from: 1, points: 50 },
      ],
      missingPoints: 0,
    },
  ],
  bands: [
    { band: 'C', minScore: 0, probabilityBps: 1_250 },
    { band: 'A', minScore: 50, probabilityBps: 1_234 },
  ],
  cutOff: 0,
  topReasons: 2,
};
const V1 = { version: 1, document: POLICY_V1 };
const SCORED = { version: 2, document: { ...POLICY_V1, scorecard: CARD } };

/** An application of `requested` centavos, within means (income 50,000 MXN a month, biweekly). */
const input = (requested: number, closed: number, monthlyIncome = 5_000_000): DecisionInput => ({
  today: '2026-03-02',
  application: {
    requestedAmount: requested,
    salaryCycle: 'biweekly',
    sequenceType: closed > 0 ? 'repeated' : 'first',
    hasIovation: true,
    hasJuicySession: false,
  },
  client: { status: 1, birthDate: '1990-05-14', monthlyIncome, employmentStatus: 'employed' },
  loans: { active: 0, closed },
  evidence: { idDocument: 'present', bankLink: 'missing', identity: 'approved' },
  bounds: { min: 100_000, max: 2_000_000, interval: 1 },
  scoring: { provenIncome: null, tenureDays: 200, bureauScore: null, behaviour: 'normal' },
});

describe('centavosAtBps', () => {
  it('rounds half up, in integers: 3,219.24 MXN at uneven probabilities', () => {
    expect(centavosAtBps(321_924, 1_234)).toBe(39_725); // 39,725.4216 → down
    expect(centavosAtBps(321_924, 1_250)).toBe(40_241); // 40,240.5 exactly → up
    expect(centavosAtBps(321_924, 2_375)).toBe(76_457); // 76,456.9450 → up
    expect(centavosAtBps(321_924, 0)).toBe(0);
    expect(centavosAtBps(321_924, 10_000)).toBe(321_924);
    expect(centavosAtBps(1, 4_999)).toBe(0);
    expect(centavosAtBps(1, 5_000)).toBe(1);
  });
});

describe('a replay’s expected loss', () => {
  it('takes the score band’s probability under a scorecard, the segment rate without one', () => {
    const repeated = input(321_924, 1);
    const scored = decideByPolicy(SCORED, repeated);
    expect(scored).toMatchObject({ outcome: APPLICATION_STATUS.accepted, offeredAmount: 321_924 });
    expect(scored.score).toMatchObject({ band: 'A', probabilityBps: 1_234 });
    expect(expectedLoss(SCORED, repeated, scored)).toBe(39_725);
    // v1 has no scorecard: repeated clients default 7 % in its document (22,534.68 → 22,535).
    expect(expectedLoss(V1, repeated, decideByPolicy(V1, repeated))).toBe(22_535);
    // A decline offers nothing and loses nothing.
    const declined = input(321_924, 1, 100_000);
    expect(expectedLoss(V1, declined, decideByPolicy(V1, declined))).toBe(0);
  });

  it('sums each offer’s rounded loss per arm and segment, counter-offers included', () => {
    const inputs = [
      input(321_924, 1), // repeated, approved: band A 12.34 %, v1 7 %
      input(321_924, 0), // first, approved: band C 12.5 %, v1 15 %
      // First, asks 30,000 MXN with an affordable 5,769.23: decreased to that amount.
      input(3_000_000, 0, 2_500_000),
      input(321_924, 0, 100_000), // first, income below v1's minimum: declined, no loss
    ];
    const decrease = decideByPolicy(SCORED, inputs[2] as DecisionInput);
    expect(decrease).toMatchObject({ outcome: APPLICATION_STATUS.yhatDecrease, offeredAmount: 576_923 });
    const replay = tallyReplay(V1, SCORED, inputs);
    expect(replay.lossBasis).toEqual({ baseline: 'segment_rate', draft: 'score_band' });
    const segment = (name: string) => replay.segments.find((s) => s.segment === name);
    // Draft: 39,725; 40,241 and 576,923 × 12.5 % = 72,115.375 → 72,115.
    expect(segment('repeated')?.draft).toMatchObject({ approved: 1, expectedLossCentavos: 39_725 });
    expect(segment('first')?.draft).toMatchObject({
      approved: 1,
      counterOffers: 1,
      rejected: 1,
      offeredCentavos: 321_924 + 576_923,
      expectedLossCentavos: 40_241 + 72_115,
    });
    expect(segment('all')?.draft.expectedLossCentavos).toBe(39_725 + 40_241 + 72_115);
    // Baseline v1: 22,535 (7 %); first loans at 15 %: 48,288.6 → 48,289 and 86,538.45 → 86,538.
    expect(segment('repeated')?.baseline.expectedLossCentavos).toBe(22_535);
    expect(segment('first')?.baseline.expectedLossCentavos).toBe(48_289 + 86_538);
    expect(segment('all')?.baseline.expectedLossCentavos).toBe(22_535 + 48_289 + 86_538);
  });
});
