import { PAY_CYCLES as CALCULATOR_PAY_CYCLES } from '@lender/calculator';
import { ageOn } from '../clock';
import type { DecisionInput } from '../decision/engine';

// The characteristics and segments credit monitoring counts (ADR 332), each a fixed list of
// buckets so two months compare bucket by bucket.

/**
 * Ages on the decision's business date. The top bands split where policy v1's protected `max_age`
 * rule cuts (over 75 is rejected, 75 passes): `65-75` and `76+`, so the approval rate of exactly the
 * applicants the rule rejects is seen (docs/credit-policy-protected-characteristics.md).
 */
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65-75', '76+', 'unknown'] as const;
export const INCOME_BANDS = ['<4000', '4000-7999', '8000-14999', '15000-24999', '25000+', 'unknown'] as const;
export const OFFER_BANDS = ['none', '<1000', '1000-2999', '3000-4999', '5000+'] as const;
/** The calculator's pay cycles (its table's order) and `other` for an input without one. */
export const PAY_CYCLES = [...CALCULATOR_PAY_CYCLES, 'other'] as const;
export const SEQUENCES = ['first', 'repeated'] as const;
export const SEXES = ['female', 'male', 'other', 'unknown'] as const;

export function ageBand(birthDate: string | null, on: string): (typeof AGE_BANDS)[number] {
  if (!birthDate) return 'unknown';
  const age = ageOn(birthDate, on);
  if (age < 18) return 'unknown';
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  if (age < 65) return '55-64';
  if (age <= 75) return '65-75';
  return '76+';
}

/** Monthly income in centavos: the band's bounds are whole pesos ($4,000.00 is in `4000-7999`). */
export function incomeBand(centavos: number | null): (typeof INCOME_BANDS)[number] {
  if (centavos === null) return 'unknown';
  if (centavos < 4_000_00) return '<4000';
  if (centavos < 8_000_00) return '4000-7999';
  if (centavos < 15_000_00) return '8000-14999';
  if (centavos < 25_000_00) return '15000-24999';
  return '25000+';
}

/** The offer: none, or its amount's band. */
export function offerBand(centavos: number | null): (typeof OFFER_BANDS)[number] {
  if (centavos === null || centavos <= 0) return 'none';
  if (centavos < 1_000_00) return '<1000';
  if (centavos < 3_000_00) return '1000-2999';
  if (centavos < 5_000_00) return '3000-4999';
  return '5000+';
}

export function payCycleBucket(cycle: string): (typeof PAY_CYCLES)[number] {
  return (PAY_CYCLES as readonly string[]).includes(cycle) ? (cycle as (typeof PAY_CYCLES)[number]) : 'other';
}

/** Sex as the CURP states it (its 11th character: H, M or X). */
export function sexOfCurp(curp: string | null): (typeof SEXES)[number] {
  const letter = curp?.[10];
  return letter === 'M' ? 'female' : letter === 'H' ? 'male' : letter === 'X' ? 'other' : 'unknown';
}

/** One decided application as monitoring counts it. */
export interface MonitoredDecision {
  readonly outcome: number;
  readonly offeredAmount: number | null;
  readonly input: DecisionInput;
  readonly sex: (typeof SEXES)[number];
  readonly state: string;
  /** The scorecard band the decision scored (ADR 337), or null when its policy had no scorecard. */
  readonly scoreBand: string | null;
}

/** The bucket of a decision its policy did not score. */
export const NO_SCORE = 'none';

/**
 * A characteristic's buckets in two months: its fixed list, or — for the score's bands, named by
 * each scorecard — the bands either month holds, in order, and {@link NO_SCORE} last.
 */
export function bucketsOf(
  characteristic: keyof typeof CHARACTERISTICS,
  ...months: (readonly MonitoredDecision[])[]
): readonly string[] {
  const fixed = CHARACTERISTICS[characteristic].buckets;
  if (fixed !== null) return fixed;
  const bands = new Set(months.flat().map((d) => d.scoreBand ?? NO_SCORE));
  bands.delete(NO_SCORE);
  return [...[...bands].sort(), NO_SCORE];
}

/** Each PSI characteristic: its buckets and the bucket of a decision. */
export const CHARACTERISTICS = {
  score_band: { buckets: null, of: (d: MonitoredDecision) => d.scoreBand ?? NO_SCORE },
  offer_band: { buckets: OFFER_BANDS, of: (d: MonitoredDecision) => offerBand(d.offeredAmount) },
  income_band: {
    buckets: INCOME_BANDS,
    of: (d: MonitoredDecision) => incomeBand(d.input.client.monthlyIncome),
  },
  age_band: {
    buckets: AGE_BANDS,
    of: (d: MonitoredDecision) => ageBand(d.input.client.birthDate, d.input.today),
  },
  pay_cycle: {
    buckets: PAY_CYCLES,
    of: (d: MonitoredDecision) => payCycleBucket(d.input.application.salaryCycle),
  },
  sequence: { buckets: SEQUENCES, of: (d: MonitoredDecision) => d.input.application.sequenceType },
} as const;
