// How far a proof of income from payroll CFDIs (ADR 333) can be trusted on a given business date
// (ADR 340): the confidence stored at upload says whether its CFDIs agree; whether the proof is
// stale is read again on the day it is used — the decision's business date, the debit schedule's
// planning day — so a proof uploaded fresh does not stay trusted once its newest pay is too old.
// Here, on the decision's floor, so the applications, the debit schedule and the proofs all read
// the one rule.

/** A proof whose newest pay is more than this many days before the day it is used is stale. */
export const STALE_AFTER_DAYS = 62;

export type Confidence = 'high' | 'medium' | 'low';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Whether a proof last paid on `newestPaidOn` is stale on business date `on` (both `YYYY-MM-DD`, the
 * Mexico City calendar): paid 15 January, it is still fresh on 18 March (62 days) and stale on 19 March.
 */
export function proofStaleOn(newestPaidOn: string, on: string): boolean {
  return dayNumber(on) - dayNumber(newestPaidOn) > STALE_AFTER_DAYS;
}

/**
 * A stored proof's confidence on business date `on`: `low` once stale, else the confidence its CFDIs
 * earned at upload (a proof stored `low` was stale already then, and staleness only grows).
 */
export function confidenceOn(
  proof: { readonly confidence: string; readonly newestPaidOn: string },
  on: string,
): Confidence {
  if (proofStaleOn(proof.newestPaidOn, on)) return 'low';
  return proof.confidence === 'high' || proof.confidence === 'medium' ? proof.confidence : 'low';
}

/** Whether the proof is one the scorecard and the debit schedule trust on `on`: `high` or `medium`. */
export function proofTrustedOn(
  proof: { readonly confidence: string; readonly newestPaidOn: string },
  on: string,
): boolean {
  return confidenceOn(proof, on) !== 'low';
}
