import type { BorrowerReason, DecisionReasonCode } from '@lender/contracts';

/**
 * Each reason code of the engine and of agents as the borrower reads it (issue 52): what weighed,
 * never the rule, the score or the threshold. Total over `DECISION_REASON_CODES`, so a new code
 * does not compile until it has borrower words; `catalog:decisionReasons.<reason>` holds them.
 * Behavioural and account signals map to neutral reasons that do not say what fired.
 */
export const BORROWER_REASON_OF: Readonly<Record<DecisionReasonCode, BorrowerReason>> = {
  'decision.inputInvalid': 'evaluation_unfinished',
  'decision.birthDateMissing': 'evaluation_unfinished',
  'decision.blacklisted': 'account_restricted',
  'decision.blocked': 'account_restricted',
  'decision.underAge': 'age_minimum',
  'decision.overAge': 'age_maximum',
  'decision.noEmployment': 'no_income_source',
  'decision.incomeUnknown': 'income_to_confirm',
  'decision.incomeTooLow': 'income_below_amount',
  'decision.tooManyActiveLoans': 'open_loans',
  'decision.identityDeclined': 'identity_not_verified',
  'decision.scoringDataMissing': 'without_optional_data',
  'decision.withoutBehaviouralData': 'without_optional_data',
  'decision.idDocumentMissing': 'documents_needed',
  'decision.affordable': 'within_means',
  'decision.affordableBelowMinimum': 'income_below_amount',
  'decision.specialOffer': 'amount_above_income',
  'decision.decrease': 'amount_above_income',
  'decision.increase': 'higher_amount_possible',
  'decision.approve': 'within_means',
  'decision.forced': 'test_decision',
  'decision.engineFailed': 'evaluation_unfinished',
  'decision.pricingFailed': 'evaluation_unfinished',
  'decision.behaviourNoted': 'could_not_confirm',
  'decision.behaviourReview': 'could_not_confirm',
  'decision.humanReviewRequested': 'person_review_requested',
  // A scorecard's points lost (ADR 337), as `SCORE_BORROWER_REASON` of `scorecard.ts` says.
  'decision.scoreIncome': 'income_below_amount',
  'decision.scoreIncomeProof': 'income_to_confirm',
  'decision.scorePayday': 'income_to_confirm',
  'decision.scoreTenure': 'could_not_confirm',
  'decision.scoreHistory': 'could_not_confirm',
  'decision.scoreBureau': 'could_not_confirm',
  'decision.scoreBehaviour': 'could_not_confirm',
  // A scorecard decline that lost no points (ADR 339): the neutral general reason.
  'decision.scoreBelowCutOff': 'could_not_confirm',
  'manual.approve': 'person_reviewed',
  'manual.approve_decrease': 'person_reviewed',
  'manual.reject': 'person_reviewed',
};

/** Whether `code` is a reason code with borrower words (stored rows are plain text). */
export function isKnownReasonCode(code: string): code is DecisionReasonCode {
  return Object.hasOwn(BORROWER_REASON_OF, code);
}

/**
 * The borrower reasons of a decision's codes, in order, each once. Unknown codes (an older rule
 * set) are left out rather than shown raw.
 */
export function borrowerReasonsOf(codes: readonly string[]): BorrowerReason[] {
  const found: BorrowerReason[] = [];
  for (const code of codes) {
    if (!isKnownReasonCode(code)) continue;
    const reason = BORROWER_REASON_OF[code];
    if (!found.includes(reason)) found.push(reason);
  }
  return found;
}
