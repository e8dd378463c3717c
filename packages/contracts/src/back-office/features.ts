import * as z from 'zod';
import { BehaviourSignalSchema, CollectorDatasetViewSchema } from '../collector/collector.js';
import { IsoDateTimeSchema } from '../dates.js';

// The back office's behavioural-features screen of a client — the features the ingest
// computed per dataset, the borrower's consent to the voluntary purpose, and how each decision
// used them.

/**
 * The consent to the privacy notice's voluntary purpose (behavioural analysis of how the forms are
 * filled). The borrower's site links a dataset to the client only with it, so `given` is true when
 * the client has a linked dataset, from the first one's start.
 */
export const BehaviourConsentSchema = z
  .object({
    given: z.boolean(),
    /** When the first consented dataset started (the consent is given on that form). */
    since: IsoDateTimeSchema.nullable(),
    /** Datasets collected with the consent. */
    datasets: z.number().int().nonnegative(),
  })
  .meta({ id: 'BehaviourConsent' });
export type BehaviourConsent = z.infer<typeof BehaviourConsentSchema>;

/**
 * What the behavioural input did in a decision: `off` (the configuration switch was off), `absent`
 * (no recent dataset), `normal` (read, nothing fired), `manual_verification` (a `review` signal sent
 * an offering outcome to an agent), `noted` (a `review` signal noted beside the outcome's own
 * reasons; the signal never rejects).
 */
export const BEHAVIOUR_USES = ['off', 'absent', 'normal', 'manual_verification', 'noted'] as const;
export type BehaviourUse = (typeof BEHAVIOUR_USES)[number];

/** One decision of the client and its behavioural input. */
export const BehaviourDecisionSchema = z
  .object({
    decisionId: z.number().int().positive(),
    applicationId: z.number().int().positive(),
    /** The outcome as an application status. */
    outcome: z.number().int(),
    decidedAt: IsoDateTimeSchema,
    use: z.enum(BEHAVIOUR_USES),
    /** The dataset the decision read (`normal`, `manual_verification`, `noted`). */
    referenceNumber: z.string().nullable(),
    signal: BehaviourSignalSchema.nullable(),
  })
  .meta({ id: 'BehaviourDecision' });
export type BehaviourDecision = z.infer<typeof BehaviourDecisionSchema>;

/** A client's datasets, newest first (`GET /web/private/back-office/clients/{id}/collector/datasets`). */
export const CollectorDatasetViewListSchema = z
  .array(CollectorDatasetViewSchema)
  .meta({ id: 'CollectorDatasetViewList' });

/** `GET /web/private/back-office/clients/{id}/features`. */
export const ClientBehaviourSchema = z
  .object({
    clientId: z.number().int().positive(),
    /** The configuration switch: whether decisions read the behavioural signal now (off by default). */
    decisionInput: z.boolean(),
    consent: BehaviourConsentSchema,
    /** The client's datasets with their features, newest first. */
    datasets: z.array(CollectorDatasetViewSchema),
    /** The client's decisions, newest first. */
    decisions: z.array(BehaviourDecisionSchema),
  })
  .meta({ id: 'ClientBehaviour' });
export type ClientBehaviour = z.infer<typeof ClientBehaviourSchema>;
