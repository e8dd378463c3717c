import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { type Scorecard, ScorecardSchema } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { BORROWER_REASON_OF, borrowerReasonsOf } from './borrower-reasons';
import type { DecisionInput } from './engine';
import { POLICY_V1 } from './policy-document';
import { decideByPolicy } from './policy-engine';
import { SCORE_BORROWER_REASON, SCORE_REASON_CODE, scoreOf } from './scorecard';

/** A small scorecard with round points, so each expected score is summed by hand. */
const TEST_SCORECARD: Scorecard = {
  base: 100,
  characteristics: [
    {
      kind: 'numeric',
      characteristic: 'monthly_income',
      bins: [
        { from: 0, points: 0 },
        { from: 600_000, points: 20 },
        { from: 1_500_000, points: 40 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'categorical',
      characteristic: 'income_proof',
      bins: [
        { value: 'proven', points: 30 },
        { value: 'declared', points: 0 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'categorical',
      characteristic: 'payday_alignment',
      bins: [
        { value: 'aligned', points: 15 },
        { value: 'misaligned', points: -10 },
        { value: 'unproven', points: 0 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'numeric',
      characteristic: 'tenure_days',
      bins: [
        { from: 0, points: 0 },
        { from: 180, points: 10 },
        { from: 365, points: 20 },
      ],
      missingPoints: 5,
    },
    {
      kind: 'numeric',
      characteristic: 'paid_loans',
      bins: [
        { from: 0, points: 0 },
        { from: 1, points: 15 },
        { from: 3, points: 30 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'numeric',
      characteristic: 'bureau_score',
      bins: [
        { from: 0, points: -20 },
        { from: 600, points: 0 },
        { from: 700, points: 25 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'categorical',
      characteristic: 'behaviour',
      bins: [
        { value: 'normal', points: 10 },
        { value: 'review', points: -30 },
      ],
      missingPoints: 0,
    },
  ],
  bands: [
    { band: 'D', minScore: -1000, probabilityBps: 3000 },
    { band: 'A', minScore: 220, probabilityBps: 200 },
    { band: 'C', minScore: 130, probabilityBps: 1200 },
    { band: 'B', minScore: 180, probabilityBps: 500 },
  ],
  cutOff: 130,
  topReasons: 3,
};

const SCORED = { version: 9, document: { ...POLICY_V1, scorecard: TEST_SCORECARD } };

const input = (patch: Partial<DecisionInput> = {}): DecisionInput => ({
  today: '2026-03-02',
  application: {
    // Affordable: half of a biweekly paycheck of 8,000 MXN a month, 1,800 MXN; no bank link.
    requestedAmount: 150_000,
    salaryCycle: 'biweekly',
    sequenceType: 'repeated',
    hasIovation: true,
    hasJuicySession: false,
  },
  client: { status: 1, birthDate: '1990-05-14', monthlyIncome: 800_000, employmentStatus: 'employed' },
  loans: { active: 0, closed: 1 },
  evidence: { idDocument: 'present', bankLink: 'missing', identity: 'approved' },
  bounds: { min: 100_000, max: 1_500_000, interval: 10_000 },
  scoring: { provenIncome: null, tenureDays: 200, bureauScore: null, behaviour: 'normal' },
  ...patch,
});

describe('the scorecard', () => {
  it('is a valid document part', () => {
    expect(ScorecardSchema.parse(TEST_SCORECARD)).toEqual(TEST_SCORECARD);
  });

  it('sums the base and each bin, and reads the band from the score', () => {
    // 100 + income 20 + declared 0 + unproven 0 + tenure 10 + one paid loan 15 + no bureau 0 + normal 10
    const score = scoreOf(TEST_SCORECARD, input());
    expect(score).toMatchObject({ score: 155, band: 'C', probabilityBps: 1200, cutOff: 130 });
    // Bins start inclusive: 600,000 centavos is the middle bin, one centavo less the lowest.
    const at = (monthlyIncome: number) =>
      scoreOf(TEST_SCORECARD, input({ client: { ...input().client, monthlyIncome } })).score;
    expect(at(600_000)).toBe(155);
    expect(at(599_999)).toBe(135);
    expect(at(1_500_000)).toBe(175);
    // Band limits are inclusive too: 180 is B, 179 is C; a score below every band is the lowest.
    const band = (closed: number, tenureDays: number) =>
      scoreOf(
        TEST_SCORECARD,
        input({ loans: { active: 0, closed }, scoring: { ...input().scoring!, tenureDays } }),
      );
    expect(band(3, 365)).toMatchObject({ score: 180, band: 'B', probabilityBps: 500 });
    expect(band(3, 364)).toMatchObject({ score: 170, band: 'C' });
    expect(scoreOf({ ...TEST_SCORECARD, base: -2000 }, input()).band).toBe('D');
  });

  it('names the points lost against each best bin, most first, ties in the scorecard order', () => {
    const score = scoreOf(TEST_SCORECARD, input());
    // income 40−20, proof 30−0, payday 15−0, tenure 20−10, history 30−15, behaviour 10−10.
    expect(score.lost).toEqual([
      { characteristic: 'income_proof', points: 30 },
      { characteristic: 'monthly_income', points: 20 },
      { characteristic: 'payday_alignment', points: 15 },
    ]);
    const tie = scoreOf({ ...TEST_SCORECARD, topReasons: 4 }, input());
    expect(tie.lost[3]).toEqual({ characteristic: 'paid_loans', points: 15 });
  });

  it('never counts absent data as points lost: no bureau, no behavioural consent', () => {
    const withoutConsent = input({
      application: { ...input().application, hasIovation: false, hasJuicySession: false },
      scoring: { ...input().scoring!, behaviour: 'review' },
    });
    const score = scoreOf({ ...TEST_SCORECARD, topReasons: 4 }, withoutConsent);
    expect(score.score).toBe(145); // behaviour scores its missing points (0), not −30 nor 10
    expect(score.lost.map((l) => l.characteristic)).not.toContain('behaviour');
    expect(score.lost.map((l) => l.characteristic)).not.toContain('bureau_score');
    // With the consent, a review signal loses 40 points and weighs first.
    const consented = scoreOf(
      TEST_SCORECARD,
      input({ scoring: { ...input().scoring!, behaviour: 'review' } }),
    );
    expect(consented.lost[0]).toEqual({ characteristic: 'behaviour', points: 40 });
  });

  it('takes a proven income over the declared one, and marks it proven', () => {
    const proven = input({
      scoring: { ...input().scoring!, provenIncome: { monthlyIncome: 1_600_000, payCycle: 'biweekly' } },
    });
    // declared 8,000 MXN → proven 16,000 MXN: income 40, proven 30, aligned 15.
    expect(scoreOf(TEST_SCORECARD, proven).score).toBe(155 + 20 + 30 + 15);
    // A lower proven income counts too, even below the declared one.
    const lower = input({
      scoring: { ...input().scoring!, provenIncome: { monthlyIncome: 500_000, payCycle: 'monthly' } },
    });
    const score = scoreOf(TEST_SCORECARD, lower);
    expect(score.score).toBe(155 - 20 + 30 - 10);
    expect(score.lost[0]).toEqual({ characteristic: 'monthly_income', points: 40 });
  });
});

describe('a policy with a scorecard', () => {
  it('declines below the cut-off, with the points lost in borrower words', () => {
    const low = input({ loans: { active: 0, closed: 0 }, scoring: { ...input().scoring!, tenureDays: 10 } });
    // 100 + 20 + 0 + 0 + 0 + 0 + 0 + 10 = 130: at the cut-off it passes; one point less declines.
    expect(decideByPolicy(SCORED, low).outcome).toBe(APPLICATION_STATUS.accepted);
    const below = {
      ...SCORED,
      document: { ...SCORED.document, scorecard: { ...TEST_SCORECARD, cutOff: 131 } },
    };
    const result = decideByPolicy(below, low);
    expect(result.outcome).toBe(APPLICATION_STATUS.rejected);
    expect(result.offeredAmount).toBeNull();
    expect(result.reasons.map((r) => r.code)).toEqual([
      'decision.scoreIncomeProof',
      'decision.scoreHistory',
      'decision.scoreIncome',
    ]);
    expect(result.score).toMatchObject({ score: 130, band: 'C', cutOff: 131 });
    expect(borrowerReasonsOf(result.reasons.map((r) => r.code))).toEqual([
      'income_to_confirm',
      'could_not_confirm',
      'income_below_amount',
    ]);
  });

  it('a counter-offer names its own reason first, then the points lost; an approval only keeps the score', () => {
    const decrease = decideByPolicy(
      SCORED,
      input({ application: { ...input().application, requestedAmount: 300_000 } }),
    );
    expect(decrease.outcome).toBe(APPLICATION_STATUS.yhatDecrease);
    expect(decrease.reasons.map((r) => r.code)).toEqual([
      'decision.decrease',
      'decision.scoreIncomeProof',
      'decision.scoreIncome',
      'decision.scorePayday',
    ]);
    const approved = decideByPolicy(SCORED, input());
    expect(approved.outcome).toBe(APPLICATION_STATUS.accepted);
    expect(approved.reasons.map((r) => r.code)).toEqual(['decision.approve']);
    expect(approved.score?.score).toBe(155);
  });

  it('a cut-off above the highest score still declines with a reason: the general one', () => {
    // Every present characteristic in its best bin (bureau absent): 100 + 40 + 30 + 15 + 20 + 30 + 10.
    const best = input({
      loans: { active: 0, closed: 3 },
      scoring: {
        ...input().scoring!,
        tenureDays: 400,
        provenIncome: { monthlyIncome: 1_600_000, payCycle: 'biweekly' },
      },
    });
    const above = {
      ...SCORED,
      document: { ...SCORED.document, scorecard: { ...TEST_SCORECARD, cutOff: 9_999 } },
    };
    const result = decideByPolicy(above, best);
    expect(result.score).toMatchObject({ score: 245, lost: [] });
    expect(result.outcome).toBe(APPLICATION_STATUS.rejected);
    expect(result.reasons).toEqual([
      { rule: 'scorecard', code: 'decision.scoreBelowCutOff', params: { score: 245, cutOff: 9_999 } },
    ]);
    expect(borrowerReasonsOf(result.reasons.map((r) => r.code))).toEqual(['could_not_confirm']);
    // An ordinary applicant under the same cut-off gets its points lost, most first, not the general one.
    const ordinary = decideByPolicy(above, input());
    expect(ordinary.reasons.map((r) => [r.code, r.params?.pointsLost])).toEqual([
      ['decision.scoreIncomeProof', 30],
      ['decision.scoreIncome', 20],
      ['decision.scorePayday', 15],
    ]);
    // Without the behavioural consent, that note follows the general reason; it is not a reason to decline.
    const unconsented = decideByPolicy(above, {
      ...best,
      application: { ...best.application, hasIovation: false },
    });
    expect(unconsented.reasons.map((r) => r.code)).toEqual([
      'decision.scoreBelowCutOff',
      'decision.withoutBehaviouralData',
    ]);
  });

  it('ties in points lost keep the scorecard order, whatever the input order', () => {
    // Ten days of tenure lose 20, as the income does; payday and history lose 15 each: two ties.
    const tied = input({ scoring: { ...input().scoring!, tenureDays: 10 }, loans: { active: 0, closed: 1 } });
    const card = { ...TEST_SCORECARD, topReasons: 4, cutOff: 9_999 };
    const policy = { ...SCORED, document: { ...SCORED.document, scorecard: card } };
    const codes = decideByPolicy(policy, tied).reasons.map((r) => [r.code, r.params?.pointsLost]);
    // proof 30; income 20; tenure 20; payday 15 and history 15: payday comes first, as in the card.
    expect(codes).toEqual([
      ['decision.scoreIncomeProof', 30],
      ['decision.scoreIncome', 20],
      ['decision.scoreTenure', 20],
      ['decision.scorePayday', 15],
    ]);
    const reversed = { ...card, characteristics: [...card.characteristics].reverse() };
    const again = decideByPolicy({ ...policy, document: { ...policy.document, scorecard: reversed } }, tied);
    expect(again.reasons.map((r) => r.code)).toEqual([
      'decision.scoreIncomeProof',
      'decision.scoreTenure',
      'decision.scoreIncome',
      'decision.scoreHistory',
    ]);
  });

  it('a counter-offer that lost no points still carries its own reason', () => {
    const best = input({
      application: { ...input().application, requestedAmount: 1_500_000 },
      loans: { active: 0, closed: 3 },
      scoring: {
        ...input().scoring!,
        tenureDays: 400,
        provenIncome: { monthlyIncome: 1_600_000, payCycle: 'biweekly' },
      },
    });
    const result = decideByPolicy(SCORED, best);
    expect(result.outcome).toBe(APPLICATION_STATUS.specialOffer);
    expect(result.reasons.map((r) => r.code)).toEqual(['decision.specialOffer']);
    expect(borrowerReasonsOf(result.reasons.map((r) => r.code))).toEqual(['amount_above_income']);
  });

  it('a knock-out still decides first, with no score', () => {
    const result = decideByPolicy(SCORED, input({ loans: { active: 2, closed: 1 } }));
    expect(result.reasons.map((r) => r.code)).toEqual(['decision.tooManyActiveLoans']);
    expect(result).not.toHaveProperty('score');
  });

  it('each characteristic has a code whose borrower words are the ones the scorecard names', () => {
    for (const [characteristic, code] of Object.entries(SCORE_REASON_CODE)) {
      expect(BORROWER_REASON_OF[code]).toBe(
        SCORE_BORROWER_REASON[characteristic as keyof typeof SCORE_REASON_CODE],
      );
    }
  });
});
