import * as z from 'zod';
import {
  CollectionChannelSchema,
  ContactDirectionSchema,
  ContactResultSchema,
} from '../client/collection-contacts.js';
import { PaymentPromiseSchema, PromiseInputSchema } from '../client/promises.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { MoneySchema } from '../money.js';
import { PageQuerySchema } from '../pagination.js';
import { OverdueBucketSchema } from './lists.js';

// The collections workspace (ADRs 136–139): the queue of overdue loans, a case, the
// contact log and promises to pay. Channel, direction, result and status are catalogues whose
// words are in `@lender/i18n` (`backoffice:collections.*`).

/** Which cases the queue shows: every one, mine, or nobody's. */
export const COLLECTION_CLAIM_FILTERS = ['all', 'mine', 'unclaimed'] as const;
/** How the queue sorts: days past due or balance, `-` for descending. */
export const COLLECTION_QUEUE_SORTS = ['-overdueDays', 'overdueDays', '-balance', 'balance'] as const;

/** `GET collections/queue`: filters in the URL (bucket, claim), sort, page. */
export const CollectionQueueQuerySchema = PageQuerySchema.extend({
  bucket: OverdueBucketSchema.optional(),
  claim: z.enum(COLLECTION_CLAIM_FILTERS).default('all'),
  sort: z.enum(COLLECTION_QUEUE_SORTS).default('-overdueDays'),
}).meta({ id: 'CollectionQueueQuery' });
export type CollectionQueueQuery = z.infer<typeof CollectionQueueQuerySchema>;

/** Who works a case. */
export const CollectionClaimSchema = z
  .object({
    loanId: z.number().int().positive(),
    userId: z.number().int().positive(),
    name: z.string(),
    claimedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'CollectionClaim' });
export type CollectionClaim = z.infer<typeof CollectionClaimSchema>;

/** `POST collections/cases/{id}/claim`: `takeOver` takes a case another user claimed (audited). */
export const CollectionClaimRequestSchema = z
  .object({ takeOver: z.boolean().default(false) })
  .meta({ id: 'CollectionClaimRequest' });

/** One overdue loan of the queue. */
export const CollectionQueueItemSchema = z
  .object({
    loanId: z.number().int().positive(),
    clientId: z.number().int().positive(),
    clientName: z.string(),
    bucket: OverdueBucketSchema,
    overdueDays: z.number().int().positive(),
    dueDate: IsoDateSchema,
    balance: MoneySchema,
    claim: CollectionClaimSchema.nullable(),
    /** The newest promise, whatever its status. */
    promise: PaymentPromiseSchema.nullable(),
    /** Back in the queue because its last promise was broken. */
    brokenPromise: z.boolean(),
    lastContactAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'CollectionQueueItem' });
export type CollectionQueueItem = z.infer<typeof CollectionQueueItemSchema>;
export const CollectionQueueSchema = z.array(CollectionQueueItemSchema).meta({ id: 'CollectionQueue' });

/** A logged contact. */
export const CollectionContactSchema = z
  .object({
    id: z.number().int().positive(),
    contactedAt: IsoDateTimeSchema,
    channel: CollectionChannelSchema,
    direction: ContactDirectionSchema,
    result: ContactResultSchema,
    /** Which of the borrower's own addresses: `phone` or `email`. */
    address: z.enum(['phone', 'email']),
    note: z.string().nullable(),
    collector: z.object({ id: z.number().int().positive(), name: z.string() }),
    balance: MoneySchema,
    /** The approved template an outbound SMS, e-mail or WhatsApp sent; null for a call. */
    templateId: z.number().int().positive().nullable(),
  })
  .meta({ id: 'CollectionContact' });
export type CollectionContact = z.infer<typeof CollectionContactSchema>;

/** A note on a case. */
export const CollectionNoteSchema = z
  .object({
    id: z.number().int().positive(),
    text: z.string(),
    author: z.string(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'CollectionNote' });

/** How many collection contacts the rules still allow today and this week. */
export const ContactAllowanceSchema = z
  .object({
    insideWindow: z.boolean(),
    /** The next opening of the contact window (now when inside it). */
    opensAt: IsoDateTimeSchema,
    today: z.object({ used: z.number().int().nonnegative(), limit: z.number().int().positive() }),
    week: z.object({ used: z.number().int().nonnegative(), limit: z.number().int().positive() }),
  })
  .meta({ id: 'ContactAllowance' });

/** `GET collections/cases/{id}`: everything a collector needs on one page. */
export const CollectionCaseSchema = z
  .object({
    loanId: z.number().int().positive(),
    clientId: z.number().int().positive(),
    clientName: z.string(),
    status: z.number().int(),
    dueDate: IsoDateSchema,
    overdueDays: z.number().int().nonnegative(),
    bucket: OverdueBucketSchema.nullable(),
    balance: MoneySchema,
    /** The balance by kind: principal, interest, fees, late fees, IVA. */
    breakdown: z.array(z.object({ account: z.string(), amount: MoneySchema })),
    /** The borrower's own phone and e-mail: the only addresses a collector may use (never a reference's). */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    claim: CollectionClaimSchema.nullable(),
    payments: z.array(
      z.object({
        id: z.number().int().positive(),
        createdAt: IsoDateTimeSchema,
        completedAt: IsoDateTimeSchema.nullable(),
        status: z.string(),
        paymentType: z.string(),
        amount: MoneySchema,
      }),
    ),
    contacts: z.array(CollectionContactSchema),
    promises: z.array(PaymentPromiseSchema),
    notes: z.array(CollectionNoteSchema),
    allowance: ContactAllowanceSchema,
  })
  .meta({ id: 'CollectionCase' });
export type CollectionCase = z.infer<typeof CollectionCaseSchema>;

/**
 * `POST collections/cases/{id}/contacts`: one contact. `to` is the phone or e-mail used: it must be
 * the borrower's own (403 `contact_not_allowed` otherwise), verified by a code (403
 * `contact_not_verified`) and, for a phone, not silent for 60 days (403 `contact_needs_reverification`).
 * A `promised` result carries `promise`.
 */
export const LogContactRequestSchema = z
  .object({
    channel: CollectionChannelSchema,
    direction: ContactDirectionSchema,
    result: ContactResultSchema,
    to: z.string().trim().min(3).max(254),
    note: z.string().trim().max(2000).optional(),
    promise: PromiseInputSchema.optional(),
    /**
     * The approved template an outbound SMS, e-mail or WhatsApp sends: required
     * for those, as no free text reaches a debtor (422 `free_text_not_allowed`).
     */
    templateId: z.number().int().positive().optional(),
  })
  .meta({ id: 'LogContactRequest' });
export type LogContactRequest = z.infer<typeof LogContactRequestSchema>;

/** `POST collections/cases/{id}/notes`. */
export const CollectionNoteRequestSchema = z
  .object({ text: z.string().trim().min(1).max(2000) })
  .meta({ id: 'CollectionNoteRequest' });

/** `GET collections/contacts/export?month=YYYY-MM`: the month's contact log (REDECO-style). */
export const ContactLogExportQuerySchema = z
  .object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM') })
  .meta({ id: 'ContactLogExportQuery' });
