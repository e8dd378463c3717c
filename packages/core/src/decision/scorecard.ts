import type {
  BorrowerReason,
  DecisionReasonCode,
  DecisionScore,
  Scorecard,
  ScorecardCharacteristic,
  ScorecardCharacteristicRule,
} from '@lender/contracts';
import type { DecisionInput, DecisionReason } from './engine';

// The scorecard of a policy version (issue 67 point 4, ADR 337): pure, deterministic, no I/O.
// Each characteristic's value is read from the decision input, placed in a bin, and its points
// added to the base; the points a characteristic lost are its best bin's points minus its own.

/** Each characteristic's reason code: what a decline or a counter-offer names as points lost. */
export const SCORE_REASON_CODE: Readonly<Record<ScorecardCharacteristic, DecisionReasonCode>> = {
  monthly_income: 'decision.scoreIncome',
  income_proof: 'decision.scoreIncomeProof',
  payday_alignment: 'decision.scorePayday',
  tenure_days: 'decision.scoreTenure',
  paid_loans: 'decision.scoreHistory',
  bureau_score: 'decision.scoreBureau',
  behaviour: 'decision.scoreBehaviour',
};

/**
 * The borrower words each characteristic's points lost are told in (existing reasons of ADR 293):
 * what the borrower can act on for income and its proof; neutral words for the rest, which must
 * not teach how to move a score.
 */
export const SCORE_BORROWER_REASON: Readonly<Record<ScorecardCharacteristic, BorrowerReason>> = {
  monthly_income: 'income_below_amount',
  income_proof: 'income_to_confirm',
  payday_alignment: 'income_to_confirm',
  tenure_days: 'could_not_confirm',
  paid_loans: 'could_not_confirm',
  bureau_score: 'could_not_confirm',
  behaviour: 'could_not_confirm',
};

type Value = number | string | null;

/**
 * The income the scorecard reads: a payroll proof of high or medium confidence (ADR 333) is the
 * income and is marked proven; otherwise the declared income. Null when neither is known.
 */
export function scoredIncome(input: DecisionInput): { monthlyIncome: number | null; proven: boolean } {
  const proof = input.scoring?.provenIncome ?? null;
  if (proof) return { monthlyIncome: proof.monthlyIncome, proven: true };
  return { monthlyIncome: input.client.monthlyIncome, proven: false };
}

/** A characteristic's value for `input`; null when the data is absent (it scores `missingPoints`). */
export function characteristicValue(characteristic: ScorecardCharacteristic, input: DecisionInput): Value {
  const scoring = input.scoring;
  switch (characteristic) {
    case 'monthly_income':
      return scoredIncome(input).monthlyIncome;
    case 'income_proof':
      return scoredIncome(input).proven ? 'proven' : 'declared';
    case 'payday_alignment': {
      const proof = scoring?.provenIncome ?? null;
      if (!proof || proof.payCycle === null) return 'unproven';
      return proof.payCycle === input.application.salaryCycle ? 'aligned' : 'misaligned';
    }
    case 'tenure_days':
      return scoring?.tenureDays ?? null;
    case 'paid_loans':
      return input.loans.closed;
    case 'bureau_score':
      return scoring?.bureauScore ?? null;
    case 'behaviour': {
      // Behavioural signals only with the optional consent (ADR 115): without it, data absent.
      const consented = input.application.hasIovation || input.application.hasJuicySession;
      return consented ? (scoring?.behaviour ?? null) : null;
    }
  }
}

/** The points of `value` in `rule` (a value in no bin, or absent, scores `missingPoints`). */
export function binPoints(rule: ScorecardCharacteristicRule, value: Value): number {
  if (value === null) return rule.missingPoints;
  if (rule.kind === 'categorical') {
    return rule.bins.find((bin) => bin.value === value)?.points ?? rule.missingPoints;
  }
  if (typeof value !== 'number') return rule.missingPoints;
  // Ascending `from`; the first bin is open below.
  let points = rule.bins[0]?.points ?? rule.missingPoints;
  for (const bin of rule.bins) if (value >= bin.from) points = bin.points;
  return points;
}

/** The band of `score`: the one with the highest `minScore` at or below it, else the lowest. */
export function bandOf(scorecard: Scorecard, score: number) {
  const bands = [...scorecard.bands].sort((a, b) => b.minScore - a.minScore);
  return bands.find((band) => score >= band.minScore) ?? (bands[bands.length - 1] as (typeof bands)[0]);
}

/**
 * Scores `input`: base + each characteristic's points; the band and its probability of default;
 * the characteristics that lost points against their best bin, most first (ties in the
 * scorecard's order), at most `topReasons`. Absent data never loses points.
 */
export function scoreOf(scorecard: Scorecard, input: DecisionInput): DecisionScore {
  let score = scorecard.base;
  const lost: { characteristic: ScorecardCharacteristic; points: number; order: number }[] = [];
  scorecard.characteristics.forEach((rule, order) => {
    const value = characteristicValue(rule.characteristic, input);
    const points = binPoints(rule, value);
    score += points;
    if (value === null) return;
    const best = Math.max(...rule.bins.map((bin) => bin.points));
    if (best > points) lost.push({ characteristic: rule.characteristic, points: best - points, order });
  });
  lost.sort((a, b) => b.points - a.points || a.order - b.order);
  const band = bandOf(scorecard, score);
  return {
    score,
    band: band.band,
    probabilityBps: band.probabilityBps,
    cutOff: scorecard.cutOff,
    lost: lost
      .slice(0, scorecard.topReasons)
      .map(({ characteristic, points }) => ({ characteristic, points })),
  };
}

/**
 * The general reason of a scorecard decline where no characteristic lost points (ADR 339): every
 * present characteristic in its best bin, or a cut-off above the score the best bins reach. Its
 * borrower words are the neutral `could_not_confirm`: naming a characteristic that lost nothing
 * would be untrue, and absent data never counts against the borrower (ADR 115).
 */
export const SCORE_BELOW_CUT_OFF_CODE: DecisionReasonCode = 'decision.scoreBelowCutOff';

/**
 * The decision reasons of a score: its points lost, most first (params for staff, never shown);
 * a score below the cut-off that lost no points gives the general reason instead, so a scorecard
 * decline always carries one.
 */
export function scoreReasons(score: DecisionScore): DecisionReason[] {
  const lost = score.lost.map(
    ({ characteristic, points }): DecisionReason => ({
      rule: 'scorecard',
      code: SCORE_REASON_CODE[characteristic],
      params: { pointsLost: points },
    }),
  );
  if (lost.length > 0 || score.score >= score.cutOff) return lost;
  return [
    {
      rule: 'scorecard',
      code: SCORE_BELOW_CUT_OFF_CODE,
      params: { score: score.score, cutOff: score.cutOff },
    },
  ];
}
