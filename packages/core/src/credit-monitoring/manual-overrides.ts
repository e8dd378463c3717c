import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { ENGINE_LEANINGS, type ManualReviewOverrides, REVIEWER_DECISIONS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, eq, inArray, sql } from '@lender/db/orm';
import { decisions } from '@lender/db/schema';
import { BUSINESS_TIME_ZONE } from '../clock';
import { isApproved } from '../decision/stored-decision';

// Override rates of manual review (issue 67 point 5, ADR 332): how often the person who reviewed a
// case decided otherwise than the engine had come to before it sent the case to review.

type Leaning = (typeof ENGINE_LEANINGS)[number];
type Reviewed = (typeof REVIEWER_DECISIONS)[number];
type Reason = { code?: unknown; params?: Record<string, unknown> };

/**
 * What the engine came to before review: a client who asked for a person (`humanReviewRequested`)
 * carries the engine's outcome; a behavioural signal (`behaviourReview`) only holds back an offer
 * the rules made. Any other case (a missing document, an unknown income) reached review without
 * an outcome: `none`, left out of the override rate.
 */
export function engineLeaning(reasons: readonly Reason[]): Leaning {
  for (const reason of reasons) {
    if (reason.code === 'decision.humanReviewRequested') {
      const outcome = Number(reason.params?.engineOutcome);
      if (outcome === APPLICATION_STATUS.rejected) return 'reject';
      return isApproved(outcome) ? 'approve' : 'none';
    }
  }
  return reasons.some((reason) => reason.code === 'decision.behaviourReview') ? 'approve' : 'none';
}

/** The reviewer's decision, from the manual decision's stored input, else its outcome. */
export function reviewerDecision(inputs: Record<string, unknown>, outcome: number): Reviewed {
  const stored = inputs.decision;
  if (typeof stored === 'string' && (REVIEWER_DECISIONS as readonly string[]).includes(stored)) {
    return stored as Reviewed;
  }
  return outcome === APPLICATION_STATUS.rejected ? 'reject' : 'approve';
}

const isOverride = (engine: Leaning, reviewer: Reviewed) =>
  (engine === 'approve' && reviewer === 'reject') || (engine === 'reject' && reviewer !== 'reject');

/** A rate in basis points, rounded half up; null without a denominator. */
const bps = (part: number, whole: number) =>
  whole === 0 ? null : Math.floor((part * 10_000 * 2 + whole) / (whole * 2));

/** Tallies reviews (engine leaning, reviewer decision) into the report's figures. */
export function tallyOverrides(
  reviews: readonly { engine: Leaning; reviewer: Reviewed }[],
): ManualReviewOverrides {
  const withEngineOutcome = reviews.filter((review) => review.engine !== 'none').length;
  const overrides = reviews.filter((review) => isOverride(review.engine, review.reviewer)).length;
  return {
    reviewed: reviews.length,
    withEngineOutcome,
    overrides,
    overrideRateBps: bps(overrides, withEngineOutcome),
    cells: ENGINE_LEANINGS.flatMap((engine) =>
      REVIEWER_DECISIONS.map((reviewer) => ({
        engine,
        reviewer,
        count: reviews.filter((review) => review.engine === engine && review.reviewer === reviewer).length,
      })),
    ),
  };
}

/**
 * The manual decisions taken in `month` (Mexico City), not play money, each against the latest
 * engine decision of its application before it.
 */
export async function manualOverrides(db: Database, month: string): Promise<ManualReviewOverrides> {
  const manual = await db
    .select({
      id: decisions.id,
      applicationId: decisions.applicationId,
      outcome: decisions.outcome,
      inputs: decisions.inputs,
    })
    .from(decisions)
    .where(
      and(
        eq(decisions.ruleSet, 'manual'),
        eq(decisions.fake, false),
        sql`to_char(${decisions.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') = ${month}`,
      ),
    )
    .orderBy(asc(decisions.id));
  if (manual.length === 0) return tallyOverrides([]);
  const engine = await db
    .select({ id: decisions.id, applicationId: decisions.applicationId, reasons: decisions.reasons })
    .from(decisions)
    .where(
      and(
        inArray(decisions.applicationId, [...new Set(manual.map((row) => row.applicationId))]),
        sql`${decisions.ruleSet} not like 'manual%'`,
      ),
    )
    .orderBy(asc(decisions.id));
  return tallyOverrides(
    manual.map((row) => {
      const before = engine.filter((e) => e.applicationId === row.applicationId && e.id < row.id).at(-1);
      return {
        engine: before ? engineLeaning(before.reasons) : 'none',
        reviewer: reviewerDecision(row.inputs, row.outcome),
      };
    }),
  );
}
