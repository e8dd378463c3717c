import * as z from 'zod';
import {
  ArcoChannelSchema,
  ArcoDenialReasonSchema,
  ArcoOppositionPurposeSchema,
  ArcoOutcomeSchema,
  ArcoRequestSchema,
  ArcoRightSchema,
  ArcoStatusSchema,
  RectifiableFieldSchema,
  RectificationChangeSchema,
} from '../client/privacy.js';
import { IsoDateTimeSchema } from '../dates.js';
import { PageQuerySchema } from '../pagination.js';
import { QueryBooleanSchema, VersionSchema } from './admin-users.js';
import { ApprovalRequestSchema } from './approvals.js';
import { ReasonSchema } from './operations.js';

// The privacy officer's side of the ARCO requests: the work list with its deadlines, one request
// with the client's current data beside the corrections asked, the requests received by e-mail or
// letter entered by hand, the identity check, the answer and the maker-checker act.

/** A back-office user as the requests name them. */
const UserRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/** One correction asked, with the value held now (what the correction replaces). */
export const RectificationChangeViewSchema = z
  .object({ field: RectifiableFieldSchema, value: z.string(), current: z.string().nullable() })
  .meta({ id: 'RectificationChangeView' });
export type RectificationChangeView = z.infer<typeof RectificationChangeViewSchema>;

/** An ARCO request as the privacy officer works it. */
export const ArcoCaseSchema = ArcoRequestSchema.extend({
  clientId: z.number().int().positive(),
  clientName: z.string(),
  /** The client has a loan not yet closed: its contract needs their data (cancellation, opposition). */
  openLoan: z.boolean(),
  /** A rectification's corrections with the values held now. */
  corrections: z.array(RectificationChangeViewSchema).nullable(),
  /** A signed link to a rectification's supporting document (valid a few minutes), or null. */
  documentUrl: z.string().nullable(),
  /** Who entered a request received by e-mail or letter; null when the borrower filed it on the site. */
  loggedBy: UserRefSchema.nullable(),
  identityVerifiedBy: UserRefSchema.nullable(),
  identityVerifiedAt: IsoDateTimeSchema.nullable(),
  /** What the officer checked (which official ID, where it came). */
  identityNote: z.string().nullable(),
  answeredBy: UserRefSchema.nullable(),
  /** The request to act and its decision (maker-checker); the latest, null before any. */
  action: ApprovalRequestSchema.nullable(),
  /** What acting did (an access archive's size and fingerprint, the fields corrected, …). */
  actResult: z.record(z.string(), z.unknown()).nullable(),
}).meta({ id: 'ArcoCase' });
export type ArcoCase = z.infer<typeof ArcoCaseSchema>;
export const ArcoCaseListSchema = z.array(ArcoCaseSchema).meta({ id: 'ArcoCaseList' });

/**
 * `GET privacy/arco-requests`: by status, right, overdue (either clock), only the open ones; the
 * nearest deadline first, the finished ones after, newest first.
 */
export const ArcoQuerySchema = PageQuerySchema.extend({
  status: ArcoStatusSchema.optional(),
  right: ArcoRightSchema.optional(),
  overdue: QueryBooleanSchema.optional(),
  open: QueryBooleanSchema.optional(),
}).meta({ id: 'ArcoQuery' });
export type ArcoQuery = z.infer<typeof ArcoQuerySchema>;

export const ArcoCaseIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `POST privacy/arco-requests`: a request received by e-mail or letter, entered by an officer. Its
 * clock starts when it was received (`receivedAt`, never in the future); the requester's ID is
 * checked afterwards (`verifyArcoIdentity`). An opposition names its purpose; a rectification its
 * corrections (the document came with the e-mail or letter).
 */
export const LogArcoRequestSchema = z
  .object({
    clientId: z.number().int().positive(),
    right: ArcoRightSchema,
    channel: ArcoChannelSchema.exclude(['web']),
    receivedAt: IsoDateTimeSchema.optional(),
    purpose: ArcoOppositionPurposeSchema.optional(),
    changes: z.array(RectificationChangeSchema).min(1).max(6).optional(),
    description: z.string().trim().min(1).max(4000),
  })
  .meta({ id: 'LogArcoRequest' });
export type LogArcoRequest = z.infer<typeof LogArcoRequestSchema>;

/** `POST privacy/arco-requests/{id}/identity`: the requester's official ID was checked; what and how. */
export const VerifyArcoIdentitySchema = z
  .object({ note: z.string().trim().min(3).max(500) })
  .meta({ id: 'VerifyArcoIdentity' });
export type VerifyArcoIdentity = z.infer<typeof VerifyArcoIdentitySchema>;

/** `POST privacy/arco-requests/{id}/answer`: granted, or denied with its reason; the text sent. */
export const AnswerArcoRequestSchema = z
  .object({
    outcome: ArcoOutcomeSchema,
    denialReason: ArcoDenialReasonSchema.optional(),
    text: z.string().trim().min(10).max(4000),
  })
  .meta({ id: 'AnswerArcoRequest' });
export type AnswerArcoRequest = z.infer<typeof AnswerArcoRequestSchema>;

/** `POST privacy/arco-requests/{id}/action`: ask to act on a granted request (another officer approves). */
export const RequestArcoActionSchema = z.object({ reason: ReasonSchema }).meta({ id: 'RequestArcoAction' });
export type RequestArcoAction = z.infer<typeof RequestArcoActionSchema>;

/** `POST privacy/actions/{id}/review`: the checker approves (the act runs) or rejects, at the version read. */
export const ReviewArcoActionSchema = z
  .object({ approve: z.boolean(), version: VersionSchema, reason: z.string().trim().max(2000).optional() })
  .meta({ id: 'ReviewArcoAction' });
export type ReviewArcoAction = z.infer<typeof ReviewArcoActionSchema>;
