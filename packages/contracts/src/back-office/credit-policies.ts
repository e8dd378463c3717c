import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { DECISION_REASON_CODES } from './catalogues.js';
import { ReasonSchema } from './operations.js';
import { ScorecardEditSchema, ScorecardSchema } from './scorecard.js';

// Issue 67 (ADR 330): the credit policy as versioned data. The knock-out rules, their cut-offs
// and the offer rules are a typed document; a draft is edited, replayed over stored applications
// and published only when a second admin approves (`policy.publish`). Every decision names the
// version that took it. Amounts in integer centavos; rates in basis points.

/** What a knock-out rule looks at, in the order the policy lists them (the first that fires decides). */
export const POLICY_KNOCK_OUT_CHECKS = [
  'client_status',
  'min_age',
  'max_age',
  'employment',
  'income_known',
  'min_income',
  'max_active_loans',
  'identity',
] as const;

const Count = z.number().int().min(0);

/** One knock-out rule: what it checks and its cut-off, when it has one. */
export const PolicyKnockOutSchema = z
  .discriminatedUnion('check', [
    /** A blacklisted or blocked client is rejected. */
    z.object({ check: z.literal('client_status') }),
    /** Rejected below this age in whole years (the age itself passes). */
    z.object({ check: z.literal('min_age'), years: Count }),
    /** Rejected above this age in whole years (the age itself passes). */
    z.object({ check: z.literal('max_age'), years: Count }),
    /** Employment statuses (catalogue keys) without an income of their own are rejected. */
    z.object({ check: z.literal('employment'), rejected: z.array(z.string()) }),
    /** No declared income: a person confirms it (manual verification). */
    z.object({ check: z.literal('income_known') }),
    /** Rejected below this monthly income (centavos; the amount itself passes). */
    z.object({ check: z.literal('min_income'), centavos: Count }),
    /** Rejected with this many active loans or more. */
    z.object({ check: z.literal('max_active_loans'), count: Count }),
    /** An identity verification the provider declined is rejected. */
    z.object({ check: z.literal('identity') }),
  ])
  .meta({ id: 'PolicyKnockOut' });
export type PolicyKnockOut = z.infer<typeof PolicyKnockOutSchema>;

/** The whole policy: knock-outs in order, the document rule, the offer rules, the loss assumption. */
export const CreditPolicyDocumentSchema = z
  .object({
    knockOuts: z.array(PolicyKnockOutSchema),
    /** A client with no closed loan and no ID document goes to manual verification. */
    firstLoanNeedsIdDocument: z.boolean(),
    offer: z.object({
      /** Share of one paycheck a principal may take, percent. */
      paycheckSharePercent: Count,
      /** Closed loans from which a too-high request becomes a special offer (else a decrease). */
      specialOfferMinClosedLoans: Count,
      /** Closed loans from which a lower request is offered more. */
      increaseMinClosedLoans: Count,
      /** The increase needs a bank link. */
      increaseNeedsBankLink: z.boolean(),
    }),
    /** Expected loss = offered principal × the segment's default rate (a replay assumption). */
    expectedLoss: z.object({ defaultRateBps: z.object({ first: Count, repeated: Count }) }),
    /** Points per characteristic, bands and a cut-off (absent in v1: the knock-outs alone decide). */
    scorecard: ScorecardSchema.optional(),
  })
  .meta({ id: 'CreditPolicyDocument' });
export type CreditPolicyDocument = z.infer<typeof CreditPolicyDocumentSchema>;

/** The cut-offs an editor changes, one by one (the names a change, the audit and the words use). */
export const POLICY_CUT_OFFS = [
  'minAge',
  'maxAge',
  'minMonthlyIncome',
  'maxActiveLoans',
  'paycheckSharePercent',
  'specialOfferMinClosedLoans',
  'increaseMinClosedLoans',
  'firstDefaultRateBps',
  'repeatedDefaultRateBps',
] as const;
export type PolicyCutOff = (typeof POLICY_CUT_OFFS)[number];

/** How each cut-off is read and written: years, centavos, a count, percent, basis points. */
export const POLICY_CUT_OFF_KINDS = {
  minAge: 'years',
  maxAge: 'years',
  minMonthlyIncome: 'centavos',
  maxActiveLoans: 'count',
  paycheckSharePercent: 'percent',
  specialOfferMinClosedLoans: 'count',
  increaseMinClosedLoans: 'count',
  firstDefaultRateBps: 'bps',
  repeatedDefaultRateBps: 'bps',
} as const satisfies Record<PolicyCutOff, 'years' | 'centavos' | 'count' | 'percent' | 'bps'>;

export const PolicyCutOffsSchema = z
  .object(
    Object.fromEntries(POLICY_CUT_OFFS.map((name) => [name, z.number().int()])) as {
      [K in PolicyCutOff]: z.ZodNumber;
    },
  )
  .meta({ id: 'PolicyCutOffs' });
export type PolicyCutOffs = z.infer<typeof PolicyCutOffsSchema>;

/** One cut-off before and after a change (the publication request carries them). */
export const PolicyCutOffChangeSchema = z
  .object({ field: z.enum(POLICY_CUT_OFFS), before: z.number().int(), after: z.number().int() })
  .meta({ id: 'PolicyCutOffChange' });
export type PolicyCutOffChange = z.infer<typeof PolicyCutOffChangeSchema>;

export const POLICY_STATUSES = ['draft', 'published', 'retired'] as const;
export const PolicyStatusSchema = z.enum(POLICY_STATUSES).meta({ id: 'PolicyStatus' });
export type PolicyStatus = z.infer<typeof PolicyStatusSchema>;

const Person = z.object({ id: z.number().int().positive(), name: z.string() });

/** A policy version as the back-office reads it. */
export const CreditPolicySchema = z
  .object({
    version: z.number().int().positive(),
    status: PolicyStatusSchema,
    /** The version a draft was copied from. */
    basedOn: z.number().int().positive().nullable(),
    document: CreditPolicyDocumentSchema,
    cutOffs: PolicyCutOffsSchema,
    /** SHA-256 of the document's canonical JSON. */
    sha256: z.string(),
    /** Bumped by every edit of a draft: an edit or a publication request names the one read. */
    revision: z.number().int().positive(),
    maker: Person.nullable(),
    checker: Person.nullable(),
    /** The pending publication request, if any. */
    pending: z
      .object({ approvalId: z.number().int().positive(), approvalVersion: z.number().int(), maker: Person })
      .nullable(),
    createdAt: IsoDateTimeSchema,
    publishedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'CreditPolicy' });
export type CreditPolicy = z.infer<typeof CreditPolicySchema>;
export const CreditPolicyListSchema = z.array(CreditPolicySchema).meta({ id: 'CreditPolicyList' });

export const PolicyVersionParamsSchema = z.object({ version: z.coerce.number().int().positive() });

/** `POST credit-policies`: a new draft, a copy of `basedOn`. */
export const PolicyDraftRequestSchema = z
  .object({ basedOn: z.number().int().positive() })
  .meta({ id: 'PolicyDraftRequest' });

/** `PUT credit-policies/:version`: a draft's cut-offs, and its scorecard's when it has one, at the revision read. */
export const PolicyDraftUpdateSchema = z
  .object({
    revision: z.number().int().positive(),
    cutOffs: PolicyCutOffsSchema,
    scorecard: ScorecardEditSchema.optional(),
  })
  .meta({ id: 'PolicyDraftUpdate' });
export type PolicyDraftUpdate = z.infer<typeof PolicyDraftUpdateSchema>;

/** `POST credit-policies/:version/publication`: ask a second admin to publish the draft. */
export const PolicyPublicationRequestSchema = z
  .object({ revision: z.number().int().positive(), reason: ReasonSchema })
  .meta({ id: 'PolicyPublicationRequest' });
export type PolicyPublicationRequest = z.infer<typeof PolicyPublicationRequestSchema>;

/** The longest period a replay reads (it loads each decision's stored inputs). */
export const POLICY_REPLAY_MAX_DAYS = 92;

export const PolicyReplayQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .meta({ id: 'PolicyReplayQuery' });
export type PolicyReplayQuery = z.infer<typeof PolicyReplayQuerySchema>;

export const POLICY_SEGMENTS = ['all', 'first', 'repeated'] as const;
export const PolicySegmentSchema = z.enum(POLICY_SEGMENTS).meta({ id: 'PolicySegment' });

/** What one policy decides over the replayed applications of a segment. */
export const PolicyReplayTallySchema = z
  .object({
    applications: Count,
    approved: Count,
    rejected: Count,
    /** Decrease, increase or special offer. */
    counterOffers: Count,
    manual: Count,
    errors: Count,
    offeredCentavos: Count,
    /**
     * Σ over the outcomes that offer an amount (approvals and counter-offers) of the amount
     * offered × its probability of default (`PolicyReplay.lossBasis`), each rounded half up to
     * the centavo; loss given default 100 %.
     */
    expectedLossCentavos: Count,
  })
  .meta({ id: 'PolicyReplayTally' });
export type PolicyReplayTally = z.infer<typeof PolicyReplayTallySchema>;

const ReasonCode = z.enum(DECISION_REASON_CODES);

/**
 * Where a replayed policy's expected loss takes each offer's probability of default from:
 * `score_band` (a policy with a scorecard: the band of the application's score) or
 * `segment_rate` (without one: the policy's default rate for first or repeated loans).
 */
export const POLICY_LOSS_BASES = ['score_band', 'segment_rate'] as const;
export const PolicyLossBasisSchema = z.enum(POLICY_LOSS_BASES).meta({ id: 'PolicyLossBasis' });
export type PolicyLossBasis = z.infer<typeof PolicyLossBasisSchema>;

/** `GET credit-policies/:version/replay`: the version against the one in force, by segment. */
export const PolicyReplaySchema = z
  .object({
    version: z.number().int().positive(),
    baselineVersion: z.number().int().positive(),
    from: IsoDateSchema,
    to: IsoDateSchema,
    /** Decisions replayed (the engine's, with their full inputs stored). */
    replayed: Count,
    /** Decisions of the period that cannot be replayed: forced, manual, demo or without inputs. */
    skipped: Count,
    segments: z.array(
      z.object({
        segment: PolicySegmentSchema,
        baseline: PolicyReplayTallySchema,
        draft: PolicyReplayTallySchema,
        outcomeChanged: Count,
      }),
    ),
    /** Each arm's source of the probability of default its expected loss uses. */
    lossBasis: z.object({ baseline: PolicyLossBasisSchema, draft: PolicyLossBasisSchema }),
    /** The main reason that changed (the first of each decision), most frequent first. */
    reasonChanges: z.array(
      z.object({ segment: PolicySegmentSchema, from: ReasonCode, to: ReasonCode, count: Count }),
    ),
  })
  .meta({ id: 'PolicyReplay' });
export type PolicyReplay = z.infer<typeof PolicyReplaySchema>;
