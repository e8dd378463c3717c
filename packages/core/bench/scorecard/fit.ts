import {
  BEHAVIOUR_VALUES,
  INCOME_PROOF_VALUES,
  PAYDAY_ALIGNMENT_VALUES,
  type Scorecard,
  type ScorecardCharacteristic,
  type ScorecardCharacteristicRule,
} from '@lender/contracts';
import { characteristicValue, scoreOf } from '../../src/decision/scorecard';
import type { SyntheticApplicant } from './synthetic';

/**
 * Fitting a scorecard, written simply (issue 67 point 4, ADR 337):
 * 1. Bins. Numeric characteristics: the training set's quintiles (edges deduplicated, so a
 *    characteristic with few values, paid loans, gets fewer bins); categorical: one bin per value.
 *    Absent data (no bureau, no behavioural consent) is its own group with WOE 0.
 * 2. Weight of evidence per bin: WOE = ln((goods + ½) ÷ G ÷ ((bads + ½) ÷ B)), G and B the totals.
 * 3. Logistic regression of default on the WOE of each characteristic, by Newton's method
 *    (a 1 + k square system solved by Gaussian elimination each step, 25 steps).
 * 4. Points: a score of 600 at odds of 30 goods to 1 bad, 20 points to double the odds (PDO).
 *    factor = 20 ÷ ln 2; base = 600 − factor ln 30 − factor·a; a bin's points = −factor·bⱼ·WOE.
 *    Rounded to whole points. Absent data never loses points: no bureau record scores 0 (neutral),
 *    no behavioural consent scores as the best signal (the consent is optional, ADR 115).
 * 5. Bands: the training scores' quintiles, A (best) to E; each band's probability of default is
 *    its training default rate. The cut-off declines band E (the worst fifth): a business choice,
 *    written here only to show the machinery.
 */

export const CHARACTERISTICS: readonly ScorecardCharacteristic[] = [
  'monthly_income',
  'income_proof',
  'payday_alignment',
  'tenure_days',
  'paid_loans',
  'bureau_score',
  'behaviour',
];
const CATEGORIES: Partial<Record<ScorecardCharacteristic, readonly string[]>> = {
  income_proof: INCOME_PROOF_VALUES,
  payday_alignment: PAYDAY_ALIGNMENT_VALUES,
  behaviour: BEHAVIOUR_VALUES,
};
export const PDO = 20;
export const ANCHOR_SCORE = 600;
export const ANCHOR_ODDS = 30;

type Value = number | string | null;

/** Quantile cut points (`from` of each bin but the first), deduplicated and ascending. */
export function quantileEdges(values: number[], parts: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const edges = new Set<number>();
  for (let q = 1; q < parts; q++) {
    const edge = sorted[Math.floor((q * sorted.length) / parts)];
    if (edge !== undefined && edge > (sorted[0] as number)) edges.add(edge);
  }
  return [...edges].sort((a, b) => a - b);
}

interface Binned {
  readonly characteristic: ScorecardCharacteristic;
  readonly kind: 'numeric' | 'categorical';
  /** Numeric: each bin's `from` (the first open below); categorical: the values. */
  readonly keys: readonly (number | string)[];
  readonly woe: readonly number[];
}

const binIndex = (binned: Pick<Binned, 'kind' | 'keys'>, value: Value): number => {
  if (value === null) return -1;
  if (binned.kind === 'categorical') return binned.keys.indexOf(value);
  let index = 0;
  binned.keys.forEach((from, i) => {
    if ((value as number) >= (from as number)) index = i;
  });
  return index;
};

/** Bins and WOE of one characteristic over the training set. */
export function binCharacteristic(
  characteristic: ScorecardCharacteristic,
  train: SyntheticApplicant[],
): Binned {
  const values = train.map((a) => characteristicValue(characteristic, a.input));
  const categories = CATEGORIES[characteristic];
  const kind = categories ? 'categorical' : 'numeric';
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const keys: (number | string)[] = categories
    ? [...categories]
    : [Math.min(...numbers), ...quantileEdges(numbers, 5)];
  const goods = keys.map(() => 0);
  const bads = keys.map(() => 0);
  let G = 0;
  let B = 0;
  train.forEach((a, i) => {
    const index = binIndex({ kind, keys }, values[i] as Value);
    if (a.defaulted) B++;
    else G++;
    if (index < 0) return;
    if (a.defaulted) bads[index] = (bads[index] as number) + 1;
    else goods[index] = (goods[index] as number) + 1;
  });
  const woe = keys.map((_, i) =>
    Math.log(((goods[i] as number) + 0.5) / G / (((bads[i] as number) + 0.5) / B)),
  );
  return { characteristic, kind, keys, woe };
}

/** Solves A x = b (Gaussian elimination with partial pivoting); A is n×n. */
export function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const m = A.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Logistic regression of `y` on the rows of `X` (an intercept added), by Newton's method. */
export function logisticRegression(X: number[][], y: boolean[], steps = 25): number[] {
  const k = (X[0]?.length ?? 0) + 1;
  let beta = new Array<number>(k).fill(0);
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(k).fill(0);
    const hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    X.forEach((row, i) => {
      const x = [1, ...row];
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * (beta[j] as number), 0)));
      const w = p * (1 - p);
      const r = (y[i] ? 1 : 0) - p;
      for (let a = 0; a < k; a++) {
        gradient[a]! += r * x[a]!;
        for (let c = 0; c < k; c++) hessian[a]![c]! += w * x[a]! * x[c]!;
      }
    });
    const delta = solve(hessian, gradient);
    beta = beta.map((v, j) => v + (delta[j] as number));
  }
  return beta;
}

export interface FitResult {
  readonly scorecard: Scorecard;
  /** The regression's intercept and one coefficient per characteristic (on WOE; ≈ −1 when it helps). */
  readonly coefficients: Record<string, number>;
}

/** Fits a scorecard on `train` (the steps of the module's comment). */
export function fitScorecard(train: SyntheticApplicant[]): FitResult {
  const binned = CHARACTERISTICS.map((c) => binCharacteristic(c, train));
  const X = train.map((a) =>
    binned.map((b) => {
      const index = binIndex(b, characteristicValue(b.characteristic, a.input));
      return index < 0 ? 0 : (b.woe[index] as number);
    }),
  );
  const beta = logisticRegression(
    X,
    train.map((a) => a.defaulted),
  );
  const factor = PDO / Math.LN2;
  const offset = ANCHOR_SCORE - factor * Math.log(ANCHOR_ODDS);
  const characteristics = binned.map((b, j): ScorecardCharacteristicRule => {
    const points = b.woe.map((w) => Math.round(-factor * (beta[j + 1] as number) * w));
    return b.kind === 'categorical'
      ? {
          kind: 'categorical',
          characteristic: b.characteristic as 'income_proof',
          bins: b.keys.map((value, i) => ({ value: String(value), points: points[i] as number })),
          // Declining the optional behavioural consent must not cost points (ADR 115): it scores as
          // the best signal. Other absent data (no bureau record) is neutral, WOE 0.
          missingPoints: b.characteristic === 'behaviour' ? Math.max(...(points as number[])) : 0,
        }
      : {
          kind: 'numeric',
          characteristic: b.characteristic as 'monthly_income',
          bins: b.keys.map((from, i) => ({ from: Number(from), points: points[i] as number })),
          missingPoints: 0,
        };
  });
  const draft: Scorecard = {
    base: Math.round(offset - factor * (beta[0] as number)),
    characteristics,
    bands: [{ band: 'A', minScore: 0, probabilityBps: 0 }],
    cutOff: 0,
    topReasons: 3,
  };
  return {
    scorecard: { ...draft, ...bandsOf(draft, train) },
    coefficients: Object.fromEntries([
      ['intercept', beta[0] as number],
      ...CHARACTERISTICS.map((c, j) => [c, beta[j + 1] as number]),
    ]),
  };
}

/** Five bands by the training scores' quintiles, each with its default rate; cut-off = band D's floor. */
function bandsOf(scorecard: Scorecard, train: SyntheticApplicant[]): Pick<Scorecard, 'bands' | 'cutOff'> {
  const scored = train.map((a) => ({ score: scoreOf(scorecard, a.input).score, bad: a.defaulted }));
  const floors = quantileEdges(
    scored.map((s) => s.score),
    5,
  ).reverse();
  const names = ['A', 'B', 'C', 'D', 'E'];
  const bands = [...floors, Number.NEGATIVE_INFINITY].map((minScore, i) => {
    const upper = i === 0 ? Number.POSITIVE_INFINITY : (floors[i - 1] as number);
    const inBand = scored.filter((s) => s.score >= minScore && s.score < upper);
    const rate = inBand.length === 0 ? 0 : inBand.filter((s) => s.bad).length / inBand.length;
    return {
      band: names[i] ?? `E${i}`,
      minScore: Number.isFinite(minScore) ? minScore : 0,
      probabilityBps: Math.round(rate * 10_000),
    };
  });
  const cutOff = floors.length >= 2 ? (floors[floors.length - 1] as number) : (floors[0] ?? 0);
  return { bands, cutOff };
}
