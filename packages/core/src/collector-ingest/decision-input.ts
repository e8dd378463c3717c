import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { collectorDatasets, collectorFeatures } from '@lender/db/schema';
import type { DecisionReason, DecisionResult } from '../decision/engine';
import type { BehaviourSignal } from './features';

/**
 * The behavioural signal as one input of the decision engine (issue 18, ADR 230). Behind a switch
 * that is off by default until a lender has calibrated the rules; when on, a `review` signal can
 * send an application that would be offered money to manual verification, with its reasons. It
 * never rejects: a rejection always has a reason of its own, the signal is at most added to it.
 */

/** Datasets older than this are not read by the decision. */
export const BEHAVIOUR_MAX_AGE_DAYS = 30;

/** What the decision stores about the behavioural input. */
export type BehaviourInput =
  | { readonly source: 'off' }
  | { readonly source: 'absent' }
  | { readonly source: 'dataset'; readonly referenceNumber: string; readonly signal: BehaviourSignal };

/** The client's most recent dataset with features (within {@link BEHAVIOUR_MAX_AGE_DAYS}). */
export async function gatherBehaviour(
  db: Executor,
  clientId: number,
  options: { enabled: boolean; now: Date },
): Promise<BehaviourInput> {
  if (!options.enabled) return { source: 'off' };
  const [latest] = await db
    .select({
      referenceNumber: collectorDatasets.referenceNumber,
      signal: collectorFeatures.signal,
      computedAt: collectorFeatures.computedAt,
    })
    .from(collectorFeatures)
    .innerJoin(collectorDatasets, eq(collectorDatasets.id, collectorFeatures.datasetId))
    .where(eq(collectorDatasets.clientId, clientId))
    .orderBy(desc(collectorFeatures.computedAt))
    .limit(1);
  if (!latest) return { source: 'absent' };
  if (options.now.getTime() - latest.computedAt.getTime() > BEHAVIOUR_MAX_AGE_DAYS * 86_400_000) {
    return { source: 'absent' };
  }
  return {
    source: 'dataset',
    referenceNumber: latest.referenceNumber,
    signal: latest.signal as BehaviourSignal,
  };
}

const OFFERING = new Set<number>([
  APPLICATION_STATUS.accepted,
  APPLICATION_STATUS.yhatIncrease,
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.specialOffer,
]);

/**
 * Applies the behavioural input to a decision of the rules: an offering outcome with a `review`
 * signal goes to manual verification (reason `decision.behaviourReview` with the signals that
 * fired); any other outcome keeps its own reasons, with the signal noted beside them.
 */
export function applyBehaviour(decision: DecisionResult, behaviour: BehaviourInput): DecisionResult {
  if (behaviour.source !== 'dataset' || behaviour.signal.flag !== 'review') return decision;
  const reason: DecisionReason = {
    rule: 'behaviour',
    code: OFFERING.has(decision.outcome) ? 'decision.behaviourReview' : 'decision.behaviourNoted',
    params: {
      referenceNumber: behaviour.referenceNumber,
      signals: behaviour.signal.reasons.map((r) => r.code).join(','),
    },
  };
  if (!OFFERING.has(decision.outcome)) return { ...decision, reasons: [...decision.reasons, reason] };
  return {
    ...decision,
    outcome: APPLICATION_STATUS.manualVerification,
    offeredAmount: null,
    reasons: [...decision.reasons, reason],
  };
}
