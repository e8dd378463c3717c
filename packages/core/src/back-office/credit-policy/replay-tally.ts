import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { PolicyLossBasis, PolicyReplay, PolicyReplayTally } from '@lender/contracts';
import type { DecisionInput, DecisionResult } from '../../decision/engine';
import { decideByPolicy, type PolicyVersion } from '../../decision/policy-engine';

// The arithmetic of a replay (issue 67, ADR 330), pure: two policies over the same stored inputs,
// tallied by segment. Nothing here reads or writes the database.

type Segment = PolicyReplay['segments'][number]['segment'];

const COUNTER_OFFERS = new Set<number>([
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.yhatIncrease,
  APPLICATION_STATUS.specialOffer,
]);

const emptyTally = (): PolicyReplayTally => ({
  applications: 0,
  approved: 0,
  rejected: 0,
  counterOffers: 0,
  manual: 0,
  errors: 0,
  offeredCentavos: 0,
  expectedLossCentavos: 0,
});

/**
 * The probability of default (basis points) a policy's expected loss gives one decision (ADR 339):
 * a policy with a scorecard, the band of the decision's score; one without (v1), the default rate
 * its document assumes for the application's segment (first or repeated loan). Never "no
 * estimate": every version has those rates (the back-office edits them as cut-offs).
 */
export function defaultProbabilityBps(
  policy: PolicyVersion,
  input: DecisionInput,
  result: DecisionResult,
): number {
  return (
    result.score?.probabilityBps ??
    policy.document.expectedLoss.defaultRateBps[input.application.sequenceType]
  );
}

/** Where `policy`'s expected loss takes its probabilities from. */
export const lossBasisOf = (policy: PolicyVersion): PolicyLossBasis =>
  policy.document.scorecard ? 'score_band' : 'segment_rate';

/**
 * `centavos` × `bps` / 10,000 in whole centavos, rounded half up (a remainder of half a centavo
 * or more goes up), in integers: 3,219.24 MXN at 12.34 % is 397.25 (39,725.4216 centavos).
 */
export function centavosAtBps(centavos: number, bps: number): number {
  const product = centavos * bps;
  const remainder = product % 10_000;
  const whole = (product - remainder) / 10_000;
  return remainder * 2 >= 10_000 ? whole + 1 : whole;
}

/**
 * Expected loss of one decision (ADR 330, 339): the principal it offers (an approval or a
 * counter-offer) × its probability of default, loss given default 100 % (unsecured, short-term),
 * rounded half up to the centavo; a tally sums these. An outcome that offers nothing loses nothing.
 */
export function expectedLoss(policy: PolicyVersion, input: DecisionInput, result: DecisionResult): number {
  if (result.offeredAmount === null) return 0;
  return centavosAtBps(result.offeredAmount, defaultProbabilityBps(policy, input, result));
}

function count(
  tally: PolicyReplayTally,
  policy: PolicyVersion,
  input: DecisionInput,
  result: DecisionResult,
) {
  tally.applications += 1;
  if (result.outcome === APPLICATION_STATUS.accepted) tally.approved += 1;
  else if (result.outcome === APPLICATION_STATUS.rejected) tally.rejected += 1;
  else if (COUNTER_OFFERS.has(result.outcome)) tally.counterOffers += 1;
  else if (result.outcome === APPLICATION_STATUS.manualVerification) tally.manual += 1;
  else tally.errors += 1;
  tally.offeredCentavos += result.offeredAmount ?? 0;
  tally.expectedLossCentavos += expectedLoss(policy, input, result);
}

/** The most reason changes a replay lists (the most frequent first). */
export const REPLAY_REASON_CHANGES_MAX = 30;

/**
 * `draft` against `baseline` over `inputs`: by segment (all, first, repeated) what each decides,
 * how many outcomes changed, and which main reason (the first) changed into which.
 */
export function tallyReplay(
  baseline: PolicyVersion,
  draft: PolicyVersion,
  inputs: readonly DecisionInput[],
): Pick<PolicyReplay, 'segments' | 'reasonChanges' | 'lossBasis'> {
  const segments = new Map<
    Segment,
    { baseline: PolicyReplayTally; draft: PolicyReplayTally; changed: number }
  >(
    (['all', 'first', 'repeated'] as const).map((s) => [
      s,
      { baseline: emptyTally(), draft: emptyTally(), changed: 0 },
    ]),
  );
  const reasonChanges = new Map<string, PolicyReplay['reasonChanges'][number]>();
  for (const input of inputs) {
    const before = decideByPolicy(baseline, input);
    const after = decideByPolicy(draft, input);
    const from = before.reasons[0]?.code;
    const to = after.reasons[0]?.code;
    for (const segment of ['all', input.application.sequenceType] as const) {
      const entry = segments.get(segment);
      if (!entry) continue;
      count(entry.baseline, baseline, input, before);
      count(entry.draft, draft, input, after);
      if (before.outcome !== after.outcome || before.offeredAmount !== after.offeredAmount)
        entry.changed += 1;
      if (from && to && from !== to) {
        const key = `${segment}|${from}|${to}`;
        const change = reasonChanges.get(key) ?? { segment, from, to, count: 0 };
        change.count += 1;
        reasonChanges.set(key, change);
      }
    }
  }
  return {
    lossBasis: { baseline: lossBasisOf(baseline), draft: lossBasisOf(draft) },
    segments: [...segments].map(([segment, entry]) => ({
      segment,
      baseline: entry.baseline,
      draft: entry.draft,
      outcomeChanged: entry.changed,
    })),
    reasonChanges: [...reasonChanges.values()]
      .sort((a, b) => b.count - a.count || a.segment.localeCompare(b.segment) || a.from.localeCompare(b.from))
      .slice(0, REPLAY_REASON_CHANGES_MAX),
  };
}
