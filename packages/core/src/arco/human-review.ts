import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { and, desc, eq } from '@lender/db/orm';
import { clientConsents, clientPrivacy } from '@lender/db/schema';
import type { DecisionResult } from '../decision/engine';

/**
 * What a client's privacy choices ask of the decision of their applications (issue 51): since an
 * opposition to automated decisions was acted on, a person reviews every application; once the
 * behavioural-scoring consent is withdrawn (its latest row not accepted), the signal is not read.
 */
export interface DecisionPrivacy {
  readonly humanReviewSince: Date | null;
  readonly behaviouralScoring: boolean;
}

/** The client's privacy choices the decision reads. */
export async function decisionPrivacyOf(db: Executor, clientId: number): Promise<DecisionPrivacy> {
  const [privacy] = await db
    .select({ since: clientPrivacy.humanReviewSince })
    .from(clientPrivacy)
    .where(eq(clientPrivacy.clientId, clientId));
  const [scoring] = await db
    .select({ accepted: clientConsents.accepted })
    .from(clientConsents)
    .where(and(eq(clientConsents.clientId, clientId), eq(clientConsents.kind, 'behavioural_scoring')))
    .orderBy(desc(clientConsents.id))
    .limit(1);
  return { humanReviewSince: privacy?.since ?? null, behaviouralScoring: scoring?.accepted !== false };
}

/** Outcomes a person decides anyway (the manual queue) or that decided nothing (an error). */
const NOT_AUTOMATED = new Set<number>([
  APPLICATION_STATUS.manualVerification,
  APPLICATION_STATUS.decisionError,
]);

/**
 * Sends an automated outcome to manual verification when the client opposed automated decisions:
 * the engine's reasons stay for the reviewer, with `decision.humanReviewRequested` and the outcome
 * the engine came to; nothing is offered until a person decides.
 */
export function applyHumanReview(decision: DecisionResult, privacy: DecisionPrivacy): DecisionResult {
  if (privacy.humanReviewSince === null || NOT_AUTOMATED.has(decision.outcome)) return decision;
  return {
    ...decision,
    outcome: APPLICATION_STATUS.manualVerification,
    offeredAmount: null,
    reasons: [
      ...decision.reasons,
      {
        rule: 'privacy',
        code: 'decision.humanReviewRequested',
        params: { engineOutcome: decision.outcome },
      },
    ],
  };
}
