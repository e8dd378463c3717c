import * as z from 'zod';
import {
  ComplaintCauseSchema,
  ComplaintChannelSchema,
  ComplaintFolioSchema,
  ComplaintKindSchema,
  ComplaintResolutionSchema,
  ComplaintStatusSchema,
} from '../client/complaint-terms.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { PageQuerySchema } from '../pagination.js';
import { QueryBooleanSchema } from './admin-users.js';
import { LoanProductSchema } from './regulator.js';
import { IsoMonthSchema } from './risk-reports.js';

// The UNE's register of complaints: CONDUSEF asks a lender to log every
// consulta, reclamación and aclaración and to answer within a deadline. Channel, kind, cause, status
// and resolution are catalogues whose words are in `@lender/i18n` (`backoffice:complaints.*`).

export {
  COMPLAINT_CAUSES,
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATUSES,
  type ComplaintCause,
  ComplaintCauseSchema,
  type ComplaintChannel,
  ComplaintChannelSchema,
  ComplaintFolioSchema,
  type ComplaintKind,
  ComplaintKindSchema,
  type ComplaintResolution,
  ComplaintResolutionSchema,
  type ComplaintStatus,
  ComplaintStatusSchema,
} from '../client/complaint-terms.js';

/** A back-office user as the register names them. */
const UserRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/** One complaint of the register. */
export const ComplaintSchema = z
  .object({
    id: z.number().int().positive(),
    folio: ComplaintFolioSchema,
    receivedAt: IsoDateTimeSchema,
    channel: ComplaintChannelSchema,
    kind: ComplaintKindSchema,
    cause: ComplaintCauseSchema,
    product: LoanProductSchema,
    clientId: z.number().int().positive().nullable(),
    loanId: z.number().int().positive().nullable(),
    /** The client's name, or the complainant's when they are not a client. */
    complainant: z.string().nullable(),
    description: z.string(),
    status: ComplaintStatusSchema,
    /** The business date (Mexico City) the answer is due. */
    dueDate: IsoDateSchema,
    /** Not answered by its due date: still open after it, or resolved after it. */
    overdue: z.boolean(),
    resolution: ComplaintResolutionSchema.nullable(),
    resolutionText: z.string().nullable(),
    resolvedAt: IsoDateTimeSchema.nullable(),
    /** Who logged it; null when the client filed it from the site. */
    loggedBy: UserRefSchema.nullable(),
    startedBy: UserRefSchema.nullable(),
    startedAt: IsoDateTimeSchema.nullable(),
    resolvedBy: UserRefSchema.nullable(),
  })
  .meta({ id: 'Complaint' });
export type Complaint = z.infer<typeof ComplaintSchema>;
export const ComplaintListSchema = z.array(ComplaintSchema).meta({ id: 'ComplaintList' });

/** `GET complaints`: the month received, the status, only the overdue ones; newest first. */
export const ComplaintQuerySchema = PageQuerySchema.extend({
  month: IsoMonthSchema.optional(),
  status: ComplaintStatusSchema.optional(),
  overdue: QueryBooleanSchema.optional(),
}).meta({ id: 'ComplaintQuery' });
export type ComplaintQuery = z.infer<typeof ComplaintQuerySchema>;

export const ComplaintIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `POST complaints`: log a complaint. `receivedAt` defaults to now (never in the future); a loan
 * names its client; someone who is not a client is named by `complainantName`.
 */
export const LogComplaintRequestSchema = z
  .object({
    receivedAt: IsoDateTimeSchema.optional(),
    channel: ComplaintChannelSchema,
    kind: ComplaintKindSchema,
    cause: ComplaintCauseSchema,
    product: LoanProductSchema.default('short_term_personal'),
    clientId: z.number().int().positive().optional(),
    loanId: z.number().int().positive().optional(),
    complainantName: z.string().trim().min(2).max(200).optional(),
    description: z.string().trim().min(1).max(4000),
  })
  .meta({ id: 'LogComplaintRequest' });
export type LogComplaintRequest = z.infer<typeof LogComplaintRequestSchema>;

/** `POST complaints/{id}/resolution`: how it ended and the answer given. */
export const ResolveComplaintRequestSchema = z
  .object({
    resolution: ComplaintResolutionSchema,
    resolutionText: z.string().trim().min(1).max(4000),
  })
  .meta({ id: 'ResolveComplaintRequest' });
export type ResolveComplaintRequest = z.infer<typeof ResolveComplaintRequestSchema>;

/** `GET reports/complaints?month=YYYY-MM` (default the last closed month). */
export const ComplaintMonthQuerySchema = z.object({ month: IsoMonthSchema.optional() });

const CountSchema = z.number().int().nonnegative();

/** The month's register in figures (complaints received in the month, as of `asOf`). */
export const ComplaintMonthSchema = z
  .object({
    month: IsoMonthSchema,
    asOf: IsoDateSchema,
    received: CountSchema,
    resolved: CountSchema,
    open: CountSchema,
    overdue: CountSchema,
    byChannel: z.array(z.object({ channel: ComplaintChannelSchema, count: CountSchema })),
    byKind: z.array(z.object({ kind: ComplaintKindSchema, count: CountSchema })),
  })
  .meta({ id: 'ComplaintMonth' });
export type ComplaintMonth = z.infer<typeof ComplaintMonthSchema>;
