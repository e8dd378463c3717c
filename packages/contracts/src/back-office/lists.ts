import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { PageQuerySchema } from '../pagination.js';
import { ClientStatusSchema, LoanStatusSchema } from '../statuses.js';
import { QueryBooleanSchema } from './admin-users.js';
import { ClientSummarySchema } from './operations.js';

/**
 * Back-office lists: filters, a `sort` (a field, `-` first for descending),
 * server pagination with `x-total-count` (exact up to 1,000 rows, then a flagged estimate;
 * the unfiltered client list's is always exact),
 * keyset pagination by `cursor` (clients, loans, payments), and a CSV export of exactly the
 * filtered rows.
 * Money is integer centavos (`…Centavos`), dates are Mexico City business dates.
 */

/**
 * An opaque cursor: the `x-next-cursor` header of the page before. Lists that take it
 * answer the page after that one without counting or skipping rows again, whatever the page
 * number; a cursor of another sort, or damaged, is 400 `invalid_value` on the field `cursor`.
 */
export const ListCursorSchema = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+$/)
  .meta({
    id: 'ListCursor',
    description:
      "Opaque cursor from the previous page's `x-next-cursor` header; the page after it (keyset pagination).",
  });

/** Query of a list with keyset pagination: `page`/`perPage`, or `cursor` (then `page` is ignored). */
export const CursorPageQuerySchema = PageQuerySchema.extend({ cursor: ListCursorSchema.optional() });
export type CursorPageQuery = z.infer<typeof CursorPageQuerySchema>;

/** Integer centavos (MXN). */
export const CentavosSchema = z
  .number()
  .int()
  .meta({ id: 'Centavos', description: 'Integer centavos (MXN).' });

/** `sort` of the client list: a field, descending with a leading `-`. */
export const CLIENT_SORTS = ['id', '-id', 'createdAt', '-createdAt', 'name', '-name'] as const;
export const CLIENT_LIST_TYPES = ['first', 'repeated'] as const;

/**
 * Query of the client list: `query` is a name (part of it), an e-mail, phone or CURP (exact, via
 * the keyed hash), or a client id; plus filters.
 */
export const ClientListQuerySchema = CursorPageQuerySchema.extend({
  query: z.string().trim().min(2).max(100).optional(),
  clientId: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().pipe(ClientStatusSchema).optional(),
  /** `first`: never closed a loan; `repeated`: closed at least one. */
  type: z.enum(CLIENT_LIST_TYPES).optional(),
  fake: QueryBooleanSchema.optional(),
  hasActiveLoan: QueryBooleanSchema.optional(),
  overdue: QueryBooleanSchema.optional(),
  sort: z.enum(CLIENT_SORTS).default('-id'),
  /**
   * `phone`: the rows carry full phone numbers (permission `clients.contact`, else 403),
   * and every client shown is an audited read (`client.contact_read`). Masked otherwise.
   */
  reveal: z.literal('phone').optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

/** A row of the client list. */
export const ClientListRowSchema = ClientSummarySchema.extend({
  type: z.enum(CLIENT_LIST_TYPES),
  hasActiveLoan: z.boolean(),
  /** Days past due of the client's most overdue open loan (0 when none is). */
  overdueDays: z.number().int().nonnegative(),
}).meta({ id: 'ClientListRow' });
export type ClientListRow = z.infer<typeof ClientListRowSchema>;
export const ClientListSchema = z.array(ClientListRowSchema).meta({ id: 'ClientList' });

/**
 * Overdue buckets in days past due: 1–7, 8–30, 31–60, 61–90 and more than 90. The one
 * definition of the portfolio that uses them is `@lender/core`'s.
 */
export const OVERDUE_BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
export const OverdueBucketSchema = z.enum(OVERDUE_BUCKETS).meta({ id: 'OverdueBucket' });
export type OverdueBucket = z.infer<typeof OverdueBucketSchema>;

/**
 * Where a loan stands in the portfolio: an open loan (active or on hold) is
 * `current` until a day past due, then `overdue` (never both); a loan that is no longer open
 * (paid, written off, cancelled…) is `closed`. On hold is a status of the loan, shown
 * beside its standing: an on-hold loan is overdue in the portfolio.
 */
export const LOAN_STANDINGS = ['current', 'overdue', 'closed'] as const;
export const LoanStandingSchema = z.enum(LOAN_STANDINGS).meta({ id: 'LoanStanding' });
export type LoanStanding = z.infer<typeof LoanStandingSchema>;

export const LOAN_SORTS = [
  'id',
  '-id',
  'dueDate',
  '-dueDate',
  'principal',
  '-principal',
  'overdueDays',
  '-overdueDays',
] as const;

/** Query of the loan list. */
export const LoanListQuerySchema = CursorPageQuerySchema.extend({
  status: z.coerce.number().pipe(LoanStatusSchema).optional(),
  standing: LoanStandingSchema.optional(),
  overdueBucket: OverdueBucketSchema.optional(),
  dueFrom: IsoDateSchema.optional(),
  dueTo: IsoDateSchema.optional(),
  fake: QueryBooleanSchema.optional(),
  clientId: z.coerce.number().int().positive().optional(),
  sort: z.enum(LOAN_SORTS).default('-id'),
});
export type LoanListQuery = z.infer<typeof LoanListQuerySchema>;

/** A row of the loan list. */
export const LoanListRowSchema = z
  .object({
    id: z.number().int().positive(),
    clientId: z.number().int().positive(),
    clientName: z.string(),
    applicationId: z.number().int().positive(),
    status: LoanStatusSchema,
    principalCentavos: CentavosSchema,
    /** What the borrower owes now (the receivable accounts of the ledger). */
    outstandingCentavos: CentavosSchema,
    startDate: IsoDateSchema.nullable(),
    dueDate: IsoDateSchema,
    overdueDays: z.number().int().nonnegative(),
    /** Current, overdue or closed. */
    standing: LoanStandingSchema,
    /** The overdue bucket of an overdue loan, else null. */
    overdueBucket: OverdueBucketSchema.nullable(),
    /** Principal still owed (the principal receivable of the ledger). */
    outstandingPrincipalCentavos: CentavosSchema,
    fake: z.boolean(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'LoanListRow' });
export type LoanListRow = z.infer<typeof LoanListRowSchema>;
export const LoanListSchema = z.array(LoanListRowSchema).meta({ id: 'LoanList' });

export const PAYMENT_CHANNELS = ['card', 'clabe', 'cash', 'manual'] as const;
/** `reversed`: a completed payment undone by an approved reversal. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'reversed'] as const;
export const PAYMENT_SORTS = ['id', '-id', 'amount', '-amount'] as const;

/** Query of the payment list (dates are Mexico City business dates of creation). */
export const PaymentListQuerySchema = CursorPageQuerySchema.extend({
  channel: z.enum(PAYMENT_CHANNELS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  kind: z.enum(['repayment', 'rollover']).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  loanId: z.coerce.number().int().positive().optional(),
  clientId: z.coerce.number().int().positive().optional(),
  fake: QueryBooleanSchema.optional(),
  sort: z.enum(PAYMENT_SORTS).default('-id'),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

/** A payment as the back office lists it. */
export const PaymentListRowSchema = z
  .object({
    id: z.number().int().positive(),
    loanId: z.number().int().positive(),
    clientId: z.number().int().positive(),
    /** The client's full name. */
    clientName: z.string(),
    kind: z.enum(['repayment', 'rollover']),
    channel: z.enum(PAYMENT_CHANNELS),
    status: z.enum(PAYMENT_STATUSES),
    amountCentavos: CentavosSchema,
    paidCentavos: CentavosSchema.nullable(),
    reference: z.string(),
    recordedBy: z.string().nullable(),
    /**
     * The name of the back-office user who recorded it (`recordedBy` `user:<id>`); null for a
     * provider's payment, a borrower's CEP claim, a process, or an account that is gone.
     */
    recordedByName: z.string().nullable(),
    fake: z.boolean(),
    createdAt: IsoDateTimeSchema,
    completedAt: IsoDateTimeSchema.nullable(),
    /** The business day the money was paid (earlier than `completedAt`'s for money recorded later). */
    paidOn: IsoDateSchema.nullable(),
  })
  .meta({ id: 'PaymentListRow' });
export type PaymentListRow = z.infer<typeof PaymentListRowSchema>;
export const PaymentListSchema = z.array(PaymentListRowSchema).meta({ id: 'PaymentList' });

/** A provider callback whose reference matched no payment. */
export const UnmatchedCallbackSchema = z
  .object({
    id: z.number().int().positive(),
    eventId: z.string(),
    reference: z.string(),
    amountCentavos: CentavosSchema,
    status: z.string(),
    receivedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'UnmatchedCallback' });
export type UnmatchedCallback = z.infer<typeof UnmatchedCallbackSchema>;
export const UnmatchedCallbackListSchema = z
  .array(UnmatchedCallbackSchema)
  .meta({ id: 'UnmatchedCallbackList' });

/** Query of the outbox list. */
export const OutboxListQuerySchema = PageQuerySchema.extend({
  clientId: z.coerce.number().int().positive().optional(),
  channel: z.enum(['sms', 'email']).optional(),
  status: z.enum(['sent', 'failed']).optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

/** Path with an outbox message id. */
export const OutboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A CSV file (`text/csv; charset=utf-8`, a header row then one row per record). */
export const CsvFileSchema = z.string().meta({ id: 'CsvFile', format: 'binary' });

/** Most rows one export returns; a filter matching more is refused (`too_big`): narrow it. */
export const EXPORT_MAX_ROWS = 100_000;
