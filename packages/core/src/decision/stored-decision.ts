import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { DecisionInput } from './engine';

// What the back office's replay and challenger tallies and the credit monitoring read of a stored
// decision: whether its inputs are a whole decision input, and whether its outcome offered credit.

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether stored inputs are a whole decision input (a demo row, `{ demo: true }`, or an emptied
 * one after an erasure is not, and is skipped rather than guessed).
 */
export function isDecisionInput(value: unknown): value is DecisionInput {
  if (!isObject(value) || typeof value.today !== 'string') return false;
  const { application, client, loans, evidence, bounds } = value;
  return (
    isObject(application) &&
    (application.sequenceType === 'first' || application.sequenceType === 'repeated') &&
    isObject(client) &&
    isObject(loans) &&
    isObject(evidence) &&
    isObject(bounds)
  );
}

/** Outcomes that offer credit: accepted, special offer, decrease, increase. */
const APPROVED: ReadonlySet<number> = new Set([
  APPLICATION_STATUS.accepted,
  APPLICATION_STATUS.specialOffer,
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.yhatIncrease,
]);
export const isApproved = (outcome: number) => APPROVED.has(outcome);
