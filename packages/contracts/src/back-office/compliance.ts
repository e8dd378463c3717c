import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { PageQuerySchema } from '../pagination.js';

// Anti-money-laundering (PLD): watch lists and their versions, clients' matches, state and
// risk grade, the alerts the officer works under maker-checker, and the report files. Every code
// here has its words in `@lender/i18n` (`backoffice-compliance`).

export const WATCHLIST_KINDS = ['uif_blocked', 'sanctions', 'pep', 'own'] as const;
export const WatchlistKindSchema = z.enum(WATCHLIST_KINDS).meta({ id: 'WatchlistKind' });
export const WATCHLIST_VERSION_STATUSES = ['active', 'superseded', 'awaiting_confirmation'] as const;
export const AML_MATCH_STATUSES = ['open', 'confirmed', 'cleared', 'delisted'] as const;
export const AML_CLIENT_STATES = ['clear', 'enhanced_review', 'suspended'] as const;
export const AML_RISK_GRADES = ['low', 'medium', 'high'] as const;
export const AML_RISK_FACTORS = [
  'pep',
  'list_match',
  'repeated_alerts',
  'alert',
  'high_amount',
  'affiliate_channel',
  'municipality',
] as const;
export const AML_MATCH_REASONS = ['name', 'curp', 'rfc', 'birth_date'] as const;
export const AML_ALERT_KINDS = ['blocked_list', 'relevant', 'unusual', 'internal'] as const;
export const AmlAlertKindSchema = z.enum(AML_ALERT_KINDS).meta({ id: 'AmlAlertKind' });
export const AML_ALERT_STATUSES = ['open', 'reported', 'dismissed'] as const;
export const AmlAlertStatusSchema = z.enum(AML_ALERT_STATUSES).meta({ id: 'AmlAlertStatus' });
export const AML_ALERT_RULES = [
  'uif_blocked',
  'relevant_cash',
  'structuring',
  'cash_payoff',
  'many_sources',
  'foreign_clabe',
  'staff',
] as const;

const Id = z.number().int().positive();
export const AmlIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One version of a watch list. */
export const WatchlistVersionSchema = z
  .object({
    id: Id,
    list: WatchlistKindSchema,
    source: z.string(),
    entries: z.number().int().nonnegative(),
    status: z.enum(WATCHLIST_VERSION_STATUSES),
    loadedBy: Id.nullable(),
    loadedAt: IsoDateTimeSchema,
    /** On a version the system loaded (`loadedBy` null) that waits: the first of the two users. */
    acceptedBy: Id.nullable(),
    confirmedBy: Id.nullable(),
    confirmedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'WatchlistVersion' });
export const WatchlistVersionListSchema = z
  .array(WatchlistVersionSchema)
  .meta({ id: 'WatchlistVersionList' });

/**
 * `POST compliance/watchlists`: load a list. Without `text` the file comes from the watch-list
 * port (the sandbox adapter's folder or memory); with it, the uploaded file (our CSV layout).
 */
export const ImportWatchlistRequestSchema = z
  .object({
    list: WatchlistKindSchema,
    text: z.string().max(20_000_000).optional(),
    source: z.string().max(200).optional(),
  })
  .meta({ id: 'ImportWatchlistRequest' });

/** A client's match on a list, with the client's state and risk grade. */
export const AmlMatchSchema = z
  .object({
    id: Id,
    clientId: Id,
    clientName: z.string(),
    list: WatchlistKindSchema,
    entryName: z.string(),
    score: z.number().int().min(0).max(100),
    reasons: z.array(z.string()),
    status: z.enum(AML_MATCH_STATUSES),
    clearedBy: Id.nullable(),
    clearedReason: z.string().nullable(),
    clearedAt: IsoDateTimeSchema.nullable(),
    clientState: z.enum(AML_CLIENT_STATES).nullable(),
    riskGrade: z.enum(AML_RISK_GRADES).nullable(),
    riskReasons: z.array(z.string()),
    createdAt: IsoDateTimeSchema,
    /** A blocked-persons list clearance waiting for its checker (maker-checker), if any. */
    pendingClearance: z
      .object({ approvalId: Id, version: z.number().int().positive(), makerId: Id, reason: z.string() })
      .nullable(),
  })
  .meta({ id: 'AmlMatch' });
export const AmlMatchListSchema = z.array(AmlMatchSchema).meta({ id: 'AmlMatchList' });
export const AmlMatchQuerySchema = PageQuerySchema.extend({ status: z.enum(AML_MATCH_STATUSES).optional() });

/** `POST compliance/matches/{id}/decision`: a false positive (`cleared`) or a true match, with why. */
export const AmlMatchDecisionRequestSchema = z
  .object({ outcome: z.enum(['cleared', 'confirmed']), reason: z.string().trim().min(1).max(2000) })
  .meta({ id: 'AmlMatchDecisionRequest' });
export const AmlMatchDecisionSchema = z
  .object({
    matchId: Id,
    state: z.enum(AML_CLIENT_STATES),
    /**
     * Clearing a blocked-persons list match is not done yet: it waits for a second officer, who
     * reviews this request (`reviewAmlDecision`); null when the decision took effect at once.
     */
    approvalId: Id.nullable(),
  })
  .meta({ id: 'AmlMatchDecision' });

/** An operation to report. */
export const AmlAlertSchema = z
  .object({
    id: Id,
    kind: AmlAlertKindSchema,
    rule: z.string().nullable(),
    clientId: Id.nullable(),
    clientName: z.string().nullable(),
    paymentId: Id.nullable(),
    details: z.record(z.string(), z.union([z.string(), z.number()])),
    description: z.string().nullable(),
    status: AmlAlertStatusSchema,
    dueAt: IsoDateTimeSchema.nullable(),
    raisedBy: Id.nullable(),
    decisionReason: z.string().nullable(),
    decidedBy: Id.nullable(),
    decidedAt: IsoDateTimeSchema.nullable(),
    createdAt: IsoDateTimeSchema,
    pendingDecision: z
      .object({
        approvalId: Id,
        version: z.number().int().positive(),
        decision: z.enum(['report', 'dismiss']),
        makerId: Id,
        reason: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'AmlAlert' });
export const AmlAlertListSchema = z.array(AmlAlertSchema).meta({ id: 'AmlAlertList' });
export const AmlAlertQuerySchema = PageQuerySchema.extend({
  status: AmlAlertStatusSchema.optional(),
  kind: AmlAlertKindSchema.optional(),
});

/** `POST compliance/alerts`: an internal worrying operation, raised by any staff member. */
export const RaiseAmlAlertRequestSchema = z
  .object({ clientId: Id, description: z.string().trim().min(1).max(4000) })
  .meta({ id: 'RaiseAmlAlertRequest' });
export const RaisedAmlAlertSchema = z.object({ id: Id }).meta({ id: 'RaisedAmlAlert' });

/** `POST compliance/alerts/{id}/decision`: ask to report or dismiss, with a written reason (maker-checker). */
export const AmlAlertDecisionRequestSchema = z
  .object({ decision: z.enum(['report', 'dismiss']), reason: z.string().trim().min(1).max(4000) })
  .meta({ id: 'AmlAlertDecisionRequest' });

/** `POST compliance/decisions/{id}/review`: the checker approves or rejects an officer's decision. */
export const AmlDecisionReviewRequestSchema = z
  .object({
    approve: z.boolean(),
    version: z.number().int().positive(),
    reason: z.string().trim().max(2000).optional(),
  })
  .meta({ id: 'AmlDecisionReviewRequest' });

/** `POST compliance/clients/{id}/due-diligence`: enhanced due diligence done, with what was reviewed. */
export const DueDiligenceRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(4000) })
  .meta({ id: 'DueDiligenceRequest' });
export const DueDiligenceSchema = z
  .object({ clientId: Id, eddAt: IsoDateTimeSchema })
  .meta({ id: 'DueDiligence' });

/** `POST compliance/reports`: the periodic report of a period, or the 24-hour report of a blocked-list hit. */
export const AmlReportRequestSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('periodic'), from: IsoDateSchema, to: IsoDateSchema }),
    z.object({ kind: z.literal('blocked_list'), alertId: Id }),
  ])
  .meta({ id: 'AmlReportRequest' });
export const AmlReportSchema = z
  .object({
    id: Id,
    kind: z.enum(['periodic', 'blocked_list']),
    fileName: z.string(),
    layout: z.string(),
    sha256: z.string(),
    alerts: z.number().int().nonnegative(),
    content: z.string(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'AmlReport' });

/**
 * `POST compliance/payout-holds/{id}/release`: an officer asks to release the payout hold a
 * payout to another person's account put on the client (`id`: that payout), with the review's reason.
 */
export const PayoutHoldReleaseRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(2000) })
  .meta({ id: 'PayoutHoldReleaseRequest' });
export const PayoutHoldReleaseRequestedSchema = z
  .object({ payoutId: Id, requestedBy: Id })
  .meta({ id: 'PayoutHoldReleaseRequested' });
/** `POST compliance/payout-holds/{id}/review`: another officer approves or rejects the release. */
export const PayoutHoldReviewRequestSchema = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(2000).optional() })
  .meta({ id: 'PayoutHoldReviewRequest' });
export const PayoutHoldReviewSchema = z
  .object({ payoutId: Id, released: z.boolean() })
  .meta({ id: 'PayoutHoldReview' });
