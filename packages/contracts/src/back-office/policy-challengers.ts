import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { ReasonSchema } from './operations.js';
import { IsoMonthSchema } from './risk-reports.js';

// Issue 67 points 3 and 5 (ADR 332): a challenger credit policy beside the champion, and the
// monitoring of the decided population (PSI, approval rate by segment with four-fifths).

export const CHALLENGER_MODES = ['shadow', 'split'] as const;
export const ChallengerModeSchema = z.enum(CHALLENGER_MODES).meta({ id: 'ChallengerMode' });
export const CHALLENGER_ARMS = ['champion', 'challenger'] as const;
export const ChallengerArmSchema = z.enum(CHALLENGER_ARMS).meta({ id: 'ChallengerArm' });

/** `POST credit-policies/challengers`: ask a second admin to start a challenger. */
export const ChallengerStartRequestSchema = z
  .object({
    policyVersion: z.number().int().positive(),
    /** The draft's revision read (a later edit makes the request stale). */
    revision: z.number().int().positive(),
    mode: ChallengerModeSchema,
    /** Split only: the challenger's share of new applications, percent with up to two decimals. */
    sharePercent: z.number().min(0.01).max(99.99).multipleOf(0.01).optional(),
    reason: ReasonSchema,
  })
  .meta({ id: 'ChallengerStartRequest' });
export type ChallengerStartRequest = z.infer<typeof ChallengerStartRequestSchema>;

export const ChallengerParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const ChallengerEndRequestSchema = z
  .object({ reason: ReasonSchema })
  .meta({ id: 'ChallengerEndRequest' });

/** A challenger: its version, mode, share, people and any pending request. */
export const PolicyChallengerSchema = z
  .object({
    id: z.number().int().positive(),
    policyVersion: z.number().int().positive(),
    sha256: z.string(),
    mode: ChallengerModeSchema,
    sharePercent: nullable(z.number()),
    status: z.enum(['running', 'ended']),
    maker: nullable(z.object({ id: z.number().int().positive(), name: z.string() })),
    checker: nullable(z.object({ id: z.number().int().positive(), name: z.string() })),
    startedAt: IsoDateTimeSchema,
    endedAt: nullable(IsoDateTimeSchema),
    /** A pending request to end it. */
    pendingEnd: nullable(z.object({ approvalId: z.number().int().positive() })),
  })
  .meta({ id: 'PolicyChallenger' });
export type PolicyChallenger = z.infer<typeof PolicyChallengerSchema>;
export const PolicyChallengerListSchema = z
  .array(PolicyChallengerSchema)
  .meta({ id: 'PolicyChallengerList' });

/** One vintage (the month a loan started) of an arm's loans. */
export const ChallengerVintageSchema = z.object({
  month: IsoMonthSchema,
  loans: z.number().int().min(0),
  /** Loans past their due date by at least the maturity days (their outcome is known). */
  matured: z.number().int().min(0),
  defaulted: z.number().int().min(0),
  /** defaulted ÷ matured, basis points; null before any loan matured. */
  defaultRateBps: nullable(z.number().int()),
});

export const ChallengerArmTallySchema = z.object({
  arm: ChallengerArmSchema,
  policyVersion: z.number().int().positive(),
  /** Whether this arm's outcomes reached borrowers (a shadow challenger's never do). */
  decides: z.boolean(),
  decisions: z.number().int().min(0),
  approved: z.number().int().min(0),
  /** approved ÷ decisions, basis points; null with no decision. */
  approvalRateBps: nullable(z.number().int()),
  vintages: z.array(ChallengerVintageSchema),
});

/** `GET credit-policies/challengers/:id/comparison`. */
export const ChallengerComparisonSchema = z
  .object({
    challenger: PolicyChallengerSchema,
    arms: z.array(ChallengerArmTallySchema),
    /** Decisions whose two arms' outcomes differ. */
    outcomesDiffer: z.number().int().min(0),
  })
  .meta({ id: 'ChallengerComparison' });
export type ChallengerComparison = z.infer<typeof ChallengerComparisonSchema>;

// Monitoring (point 5).

/** What monitoring compares month to month: the scorecard's band first, then the applicants' make-up. */
export const PSI_CHARACTERISTICS = [
  'score_band',
  'offer_band',
  'income_band',
  'age_band',
  'pay_cycle',
  'sequence',
] as const;
export const PsiCharacteristicSchema = z.enum(PSI_CHARACTERISTICS).meta({ id: 'PsiCharacteristic' });
export const PSI_BANDS = ['no_data', 'stable', 'watch', 'act'] as const;
export const PsiBandSchema = z.enum(PSI_BANDS).meta({ id: 'PsiBand' });
export type PsiBand = z.infer<typeof PsiBandSchema>;
export const FAIRNESS_DIMENSIONS = ['age_band', 'sex', 'state'] as const;

export const PolicyMonitoringQuerySchema = z
  .object({ month: IsoMonthSchema, reference: IsoMonthSchema.optional() })
  .meta({ id: 'PolicyMonitoringQuery' });
export type PolicyMonitoringQuery = z.infer<typeof PolicyMonitoringQuerySchema>;

export const PsiBucketSchema = z.object({
  bucket: z.string(),
  reference: z.number().int().min(0),
  month: z.number().int().min(0),
});
export const PsiRowSchema = z.object({
  characteristic: PsiCharacteristicSchema,
  /** Null when either month has no decision. */
  psi: nullable(z.number()),
  band: PsiBandSchema,
  buckets: z.array(PsiBucketSchema),
});

export const SegmentRateSchema = z.object({
  dimension: z.enum(FAIRNESS_DIMENSIONS),
  segment: z.string(),
  decisions: z.number().int().min(0),
  approved: z.number().int().min(0),
  approvalRateBps: nullable(z.number().int()),
  /** This rate ÷ the dimension's highest rate, basis points. */
  ratioToBestBps: nullable(z.number().int()),
  /** Under four-fifths of the dimension's highest rate. */
  fourFifthsBreached: z.boolean(),
});

export const PolicyMonitoringAlertSchema = z.object({
  kind: z.enum(['psi', 'four_fifths']),
  subject: z.string(),
  raisedAt: IsoDateTimeSchema,
});

/** What the engine came to before a person reviewed the case. */
export const ENGINE_LEANINGS = ['approve', 'reject', 'none'] as const;
/** What the reviewer decided. */
export const REVIEWER_DECISIONS = ['approve', 'approve_decrease', 'reject'] as const;

/**
 * The month's manual reviews against the engine: each engine leaning (`none` when the engine sent
 * the case without an outcome, e.g. a missing document or income) by the reviewer's decision. An
 * override is a reviewer rejecting what the engine approved, or approving what it rejected.
 */
export const ManualReviewOverridesSchema = z.object({
  reviewed: z.number().int().min(0),
  /** Reviews whose engine came to an outcome (the override rate's denominator). */
  withEngineOutcome: z.number().int().min(0),
  overrides: z.number().int().min(0),
  /** overrides ÷ withEngineOutcome, basis points; null when no review had an engine outcome. */
  overrideRateBps: nullable(z.number().int()),
  cells: z.array(
    z.object({
      engine: z.enum(ENGINE_LEANINGS),
      reviewer: z.enum(REVIEWER_DECISIONS),
      count: z.number().int().min(0),
    }),
  ),
});
export type ManualReviewOverrides = z.infer<typeof ManualReviewOverridesSchema>;

/** `GET credit-policies/monitoring?month=`. */
export const PolicyMonitoringSchema = z
  .object({
    month: IsoMonthSchema,
    reference: IsoMonthSchema,
    policyVersion: z.number().int().positive(),
    decisions: z.object({ month: z.number().int().min(0), reference: z.number().int().min(0) }),
    psi: z.array(PsiRowSchema),
    segments: z.array(SegmentRateSchema),
    /** The manual reviews decided in the month and how often they overrode the engine. */
    manualReview: ManualReviewOverridesSchema,
    alerts: z.array(PolicyMonitoringAlertSchema),
  })
  .meta({ id: 'PolicyMonitoring' });
export type PolicyMonitoring = z.infer<typeof PolicyMonitoringSchema>;
