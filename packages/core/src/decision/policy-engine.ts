import { APPLICATION_STATUS, CLIENT_STATUS } from '@lender/calculator/platform';
import type { CreditPolicyDocument, PolicyKnockOut } from '@lender/contracts';
import { ageOn } from '../clock';
import {
  affordableAmount,
  boundsCounterOffer,
  type DecisionInput,
  type DecisionOutcome,
  type DecisionReason,
  type DecisionResult,
  inputProblem,
} from './engine';
import { scoreOf, scoreReasons } from './scorecard';

/**
 * Deciding with a policy document (issue 67, ADR 330): the same pure, deterministic walk as the
 * engine of ADR 020, its rules and cut-offs read from `document` instead of constants. Inputs
 * that cannot be decided (rule 1) stay in code: they are not a policy. The knock-outs run in the
 * document's order, the first that fires decides; then the behavioural-data note, the document
 * rule and the offer rules. `ruleSet` is `policy-v<version>`.
 */
export interface PolicyVersion {
  readonly version: number;
  readonly document: CreditPolicyDocument;
}

/** The rule set name a policy version's decisions carry. */
export const policyRuleSet = (version: number) => `policy-v${version}`;

/** Outcomes that name the scorecard's points lost: a decline and the counter-offers of a lower amount. */
const WEIGHED: ReadonlySet<number> = new Set([
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.specialOffer,
]);

export type Verdict = { outcome: DecisionOutcome; reason: DecisionReason } | null;

/** What one knock-out says about `input`: nothing, or the outcome and its reason. */
function knockOutVerdict(
  rule: PolicyKnockOut,
  input: Pick<DecisionInput, 'client' | 'loans' | 'evidence'>,
  age: number,
): Verdict {
  const { client, loans, evidence } = input;
  const reject = (reason: DecisionReason): Verdict => ({ outcome: APPLICATION_STATUS.rejected, reason });
  switch (rule.check) {
    case 'client_status':
      if (client.status === CLIENT_STATUS.blacklisted) {
        return reject({ rule: 'client_status', code: 'decision.blacklisted' });
      }
      if (client.status === CLIENT_STATUS.blocked) {
        return reject({ rule: 'client_status', code: 'decision.blocked' });
      }
      return null;
    case 'min_age':
      return age < rule.years
        ? reject({ rule: 'age', code: 'decision.underAge', params: { age, min: rule.years } })
        : null;
    case 'max_age':
      return age > rule.years
        ? reject({ rule: 'age', code: 'decision.overAge', params: { age, max: rule.years } })
        : null;
    case 'employment':
      return client.employmentStatus !== null && rule.rejected.includes(client.employmentStatus)
        ? reject({
            rule: 'employment',
            code: 'decision.noEmployment',
            params: { employment: client.employmentStatus },
          })
        : null;
    case 'income_known':
      return client.monthlyIncome === null
        ? {
            outcome: APPLICATION_STATUS.manualVerification,
            reason: { rule: 'income', code: 'decision.incomeUnknown' },
          }
        : null;
    case 'min_income':
      return client.monthlyIncome !== null && client.monthlyIncome < rule.centavos
        ? reject({
            rule: 'income',
            code: 'decision.incomeTooLow',
            params: { income: client.monthlyIncome, min: rule.centavos },
          })
        : null;
    case 'max_active_loans':
      return loans.active >= rule.count
        ? reject({
            rule: 'active_loans',
            code: 'decision.tooManyActiveLoans',
            params: { active: loans.active },
          })
        : null;
    case 'identity':
      return evidence.identity === 'declined'
        ? reject({ rule: 'identity', code: 'decision.identityDeclined' })
        : null;
  }
}

/**
 * The first of `document`'s knock-outs, in its order, that decides `input` (its birth date whole):
 * the decision's and the available amount's one rule set (ADR 375).
 */
export function firstKnockOut(
  document: CreditPolicyDocument,
  input: Pick<DecisionInput, 'today' | 'client' | 'loans' | 'evidence'>,
): Verdict {
  const age = ageOn(input.client.birthDate as string, input.today);
  for (const rule of document.knockOuts) {
    const verdict = knockOutVerdict(rule, input, age);
    if (verdict) return verdict;
  }
  return null;
}

/** Decides `input` under policy `policy` (see the module's comment). */
export function decideByPolicy(policy: PolicyVersion, input: DecisionInput): DecisionResult {
  const { document } = policy;
  const ruleSet = policyRuleSet(policy.version);
  let score: DecisionResult['score'];
  const result = (
    outcome: DecisionOutcome,
    offeredAmount: number | null,
    reasons: DecisionReason[],
  ): DecisionResult => ({ outcome, offeredAmount, reasons, ruleSet, ...(score && { score }) });
  const { application, client, loans, evidence, bounds } = input;
  const requested = application.requestedAmount;

  const invalid = inputProblem(input);
  if (invalid) return result(APPLICATION_STATUS.decisionError, null, [{ rule: 'inputs', code: invalid }]);

  const verdict = firstKnockOut(document, input); // whole: `inputProblem` checked it
  if (verdict) return result(verdict.outcome, null, [verdict.reason]);

  // ADR 115: without the optional behavioural consent the rules decide without it, and say so.
  const withoutBehaviour: DecisionReason[] =
    application.hasIovation || application.hasJuicySession
      ? []
      : [{ rule: 'scoring_data', code: 'decision.withoutBehaviouralData' }];
  // The scorecard (ADR 337), after the knock-outs: a decline or a counter-offer names the points
  // lost that weighed most, after its own reason; a score below the cut-off declines.
  score = document.scorecard ? scoreOf(document.scorecard, input) : undefined;
  const decided = (outcome: DecisionOutcome, offeredAmount: number | null, reasons: DecisionReason[]) =>
    result(outcome, offeredAmount, [
      ...reasons,
      ...(score && WEIGHED.has(outcome) ? scoreReasons(score) : []),
      ...withoutBehaviour,
    ]);
  if (score && score.score < score.cutOff) return decided(APPLICATION_STATUS.rejected, null, []);

  if (document.firstLoanNeedsIdDocument && loans.closed === 0 && evidence.idDocument !== 'present') {
    return decided(APPLICATION_STATUS.manualVerification, null, [
      { rule: 'documents', code: 'decision.idDocumentMissing', params: { evidence: evidence.idDocument } },
    ]);
  }
  // No income knock-out in the document: an unknown income affords nothing.
  const income = client.monthlyIncome ?? 0;
  const { offer } = document;
  const affordable = affordableAmount(income, application.salaryCycle, bounds, offer.paycheckSharePercent);
  const base: DecisionReason = {
    rule: 'affordability',
    code: 'decision.affordable',
    params: { affordable, requested },
  };
  if (affordable < bounds.min) {
    return decided(APPLICATION_STATUS.rejected, null, [
      { ...base, code: 'decision.affordableBelowMinimum', params: { affordable, min: bounds.min } },
    ]);
  }
  if (requested > affordable) {
    if (loans.closed >= offer.specialOfferMinClosedLoans) {
      return decided(APPLICATION_STATUS.specialOffer, affordable, [
        { ...base, code: 'decision.specialOffer', params: { affordable, requested, closed: loans.closed } },
      ]);
    }
    return decided(APPLICATION_STATUS.yhatDecrease, affordable, [{ ...base, code: 'decision.decrease' }]);
  }
  if (
    requested < affordable &&
    (!offer.increaseNeedsBankLink || evidence.bankLink === 'present') &&
    loans.closed >= offer.increaseMinClosedLoans
  ) {
    return decided(APPLICATION_STATUS.yhatIncrease, affordable, [{ ...base, code: 'decision.increase' }]);
  }
  const counter = boundsCounterOffer(requested, affordable, bounds);
  if (counter) return decided(counter.outcome, counter.offeredAmount, [counter.reason]);
  return decided(APPLICATION_STATUS.accepted, requested, [{ ...base, code: 'decision.approve' }]);
}
