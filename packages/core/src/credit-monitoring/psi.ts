import type { PsiBand } from '@lender/contracts';

// Population stability (issue 67 point 5, ADR 332).

/** The share a bucket empty in one month is given, so its logarithm stays finite (0.01 %). */
export const PSI_EPSILON = 0.0001;
/** Below this PSI the population is stable; from it up to ACT inclusive, watched. */
export const PSI_WATCH = 0.1;
/** Above this PSI, act. */
export const PSI_ACT = 0.25;

/**
 * PSI = Σ (aᵢ − eᵢ) · ln(aᵢ ÷ eᵢ) over the buckets, eᵢ the reference month's share of bucket i and
 * aᵢ the month's, each share at least {@link PSI_EPSILON}; rounded to 4 decimals. Null when either
 * month has no decision (nothing to compare).
 */
export function psi(reference: readonly number[], month: readonly number[]): number | null {
  const referenceTotal = reference.reduce((sum, n) => sum + n, 0);
  const monthTotal = month.reduce((sum, n) => sum + n, 0);
  if (referenceTotal === 0 || monthTotal === 0) return null;
  let total = 0;
  for (let i = 0; i < reference.length; i++) {
    const e = Math.max((reference[i] ?? 0) / referenceTotal, PSI_EPSILON);
    const a = Math.max((month[i] ?? 0) / monthTotal, PSI_EPSILON);
    total += (a - e) * Math.log(a / e);
  }
  return Math.round(total * 10_000) / 10_000;
}

/** The rule of thumb: < 0.10 stable, 0.10–0.25 watch (both ends included), > 0.25 act. */
export function psiBand(value: number | null): PsiBand {
  if (value === null) return 'no_data';
  if (value < PSI_WATCH) return 'stable';
  if (value <= PSI_ACT) return 'watch';
  return 'act';
}
