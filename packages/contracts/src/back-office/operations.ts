import * as z from 'zod';
import { ApplicationSchema } from '../client/application.js';
import { ClientDocumentSchema } from '../client/documents.js';
import { LoanSchema } from '../client/loan.js';
import { ClientProfileSchema } from '../client/profile.js';
import { RegistrationAnswersSchema } from '../client/registration-steps.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { PayDatesParamSchema } from '../offer.js';
import { PageQuerySchema } from '../pagination.js';
import { BackOfficeRoleSchema } from '../permissions.js';
import { ClientStatusSchema, PayCycleSchema } from '../statuses.js';

/** Path with a client id. */
export const ClientIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type ClientIdParams = z.infer<typeof ClientIdParamsSchema>;

/** Query of `GET /web/private/back-office/client/{id}/arithmetic/offer`. */
export const BackOfficeOfferQuerySchema = z.object({
  amount: z.coerce.number().int().positive().optional(),
  payCycle: PayCycleSchema.optional(),
  payDates: PayDatesParamSchema.optional(),
});
export type BackOfficeOfferQuery = z.infer<typeof BackOfficeOfferQuerySchema>;

/** Query of the client search: free text matched on name, phone, e-mail, or CURP (via its keyed hash). */
export const ClientSearchQuerySchema = PageQuerySchema.extend({
  query: z.string().trim().min(2).max(100).optional(),
  status: z.coerce.number().pipe(ClientStatusSchema).optional(),
});
export type ClientSearchQuery = z.infer<typeof ClientSearchQuerySchema>;

/** A client row of the search results. */
export const ClientSummarySchema = z
  .object({
    id: z.number().int().positive(),
    fullName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: ClientStatusSchema,
    createdAt: IsoDateTimeSchema,
    fake: z.boolean(),
  })
  .meta({ id: 'ClientSummary' });
export type ClientSummary = z.infer<typeof ClientSummarySchema>;

export const ClientSummaryListSchema = z.array(ClientSummarySchema).meta({ id: 'ClientSummaryList' });

/** A decision of the engine or an agent, with its reasons. */
export const DecisionSchema = z
  .object({
    id: z.number().int().positive(),
    applicationId: z.number().int().positive(),
    outcome: z.number().int(),
    reasons: z.array(z.string()),
    decidedBy: z.enum(['engine', 'agent', 'sandbox']),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Decision' });
export type Decision = z.infer<typeof DecisionSchema>;

/** A ledger entry (integer centavos inside; pesos here). Entries of one movement sum to zero. */
export const LedgerEntrySchema = z
  .object({
    id: z.number().int().positive(),
    loanId: z.number().int().positive(),
    account: z.string(),
    amount: z.number(),
    kind: z.string(),
    bookedOn: IsoDateSchema,
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** A message a provider adapter sent (SMS or e-mail), as the outbox stores it. */
export const OutboxMessageSchema = z
  .object({
    id: z.number().int().positive(),
    channel: z.enum(['sms', 'email']),
    recipient: z.string(),
    template: z.string(),
    body: z.string(),
    clientId: z.number().int().positive().nullable(),
    /** `failed` when the provider refused it; a failed message may be retried once. */
    status: z.enum(['sent', 'failed']),
    /** When a failed message was sent again. */
    retriedAt: IsoDateTimeSchema.nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxMessageListSchema = z.array(OutboxMessageSchema).meta({ id: 'OutboxMessageList' });

/**
 * A client's profile as the back office reads it: the borrower's own profile, with the phone
 * masked (`+52 55****5678`). The full phone and the CURP: `clients/{id}/contact`, an
 * audited read.
 */
export const AdminClientProfileSchema = ClientProfileSchema.extend({
  info: z.object({ mobilePhone: z.object({ number: z.string() }) }),
}).meta({ id: 'AdminClientProfile' });
export type AdminClientProfile = z.infer<typeof AdminClientProfileSchema>;

/**
 * `GET /web/private/back-office/clients/{id}/contact`: how to reach a client: the full
 * phone number and the CURP, each read recorded in the audit log (`client.contact_read`).
 */
export const ClientContactSchema = z
  .object({
    clientId: z.number().int().positive(),
    /** E.164, `+52` and 10 digits. */
    phone: z.string(),
    curp: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'ClientContact' });
export type ClientContact = z.infer<typeof ClientContactSchema>;

/** `GET /web/private/back-office/clients/{id}`: everything about a client. */
export const ClientDetailSchema = z
  .object({
    profile: AdminClientProfileSchema,
    applications: z.array(ApplicationSchema),
    decisions: z.array(DecisionSchema),
    loans: z.array(LoanSchema),
    ledger: z.array(LedgerEntrySchema),
    documents: z.array(ClientDocumentSchema),
    messages: z.array(OutboxMessageSchema),
    /** The registration's answers (`REGISTRATION_FIELDS`); the record shows the rows marked `backOffice`. */
    registration: RegistrationAnswersSchema,
  })
  .meta({ id: 'ClientDetail' });
export type ClientDetail = z.infer<typeof ClientDetailSchema>;

/** A reason an agent writes for an action (kept in the audit log). */
export const ReasonSchema = z.string().trim().min(3).max(500);

/** `PUT /web/private/back-office/applications/{id}/decision`: decide a manual-verification case. */
export const ManualDecisionRequestSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve'), reason: ReasonSchema }),
    z.object({ decision: z.literal('approve_decrease'), amount: MoneySchema, reason: ReasonSchema }),
    z.object({ decision: z.literal('reject'), reason: ReasonSchema }),
  ])
  .meta({ id: 'ManualDecisionRequest' });
export type ManualDecisionRequest = z.infer<typeof ManualDecisionRequestSchema>;

/** Block, unblock or blacklist a client. */
export const ClientStatusChangeRequestSchema = z
  .object({
    reason: ReasonSchema,
    /**
     * The status the agent saw: when the client's status is no longer this one (another
     * agent acted first), nothing changes and the answer is 409 `invalid_transition` whose `from`
     * is the current status.
     */
    expectedStatus: ClientStatusSchema.optional(),
  })
  .meta({ id: 'ClientStatusChangeRequest' });
export type ClientStatusChangeRequest = z.infer<typeof ClientStatusChangeRequestSchema>;

/** Path with a loan id. */
export const LoanIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type LoanIdParams = z.infer<typeof LoanIdParamsSchema>;

/**
 * How money received outside the providers came, as SAT's c_FormaPago names it on its CFDI: `01` cash
 * deposited at the bank's window, `02` a check (cheque nominativo), `03` a transfer.
 */
export const MANUAL_PAYMENT_FORMS = ['01', '02', '03'] as const;
export const ManualPaymentFormSchema = z.enum(MANUAL_PAYMENT_FORMS).meta({ id: 'ManualPaymentForm' });
export type ManualPaymentForm = z.infer<typeof ManualPaymentFormSchema>;

/** `POST /web/private/back-office/loans/{id}/payments`: a payment received outside the providers. */
export const ManualPaymentRequestSchema = z
  .object({
    amount: MoneySchema,
    paidOn: IsoDateSchema,
    /** How the money came (c_FormaPago of its CFDI); the core takes a transfer (`03`) when not given. */
    paymentForm: ManualPaymentFormSchema.optional(),
    reference: z.string().trim().min(1).max(128),
    reason: ReasonSchema,
  })
  .meta({ id: 'ManualPaymentRequest' });
export type ManualPaymentRequest = z.infer<typeof ManualPaymentRequestSchema>;

/** `PUT /web/private/back-office/loans/{id}/write-off`. */
export const WriteOffRequestSchema = z.object({ reason: ReasonSchema }).meta({ id: 'WriteOffRequest' });
export type WriteOffRequest = z.infer<typeof WriteOffRequestSchema>;

/** An application waiting in the manual-verification queue. */
export const ManualQueueItemSchema = z
  .object({
    application: ApplicationSchema,
    client: ClientSummarySchema,
    reasons: z.array(z.string()),
    waitingSince: IsoDateTimeSchema,
    /** Who is working on the case, or null when nobody claimed it. */
    claim: nullable(
      z.object({ userId: z.number().int().positive(), name: z.string(), claimedAt: IsoDateTimeSchema }),
    ),
  })
  .meta({ id: 'ManualQueueItem' });
export type ManualQueueItem = z.infer<typeof ManualQueueItemSchema>;

export const ManualQueueSchema = z.array(ManualQueueItemSchema).meta({ id: 'ManualQueue' });

/** Query of the outbox: by client and channel. */
export const OutboxQuerySchema = PageQuerySchema.extend({
  clientId: z.coerce.number().int().positive().optional(),
  channel: z.enum(['sms', 'email']).optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

/**
 * An append-only audit record: who, what, when, before, after. Each action's fields and the kind of
 * their values: `AUDIT_FIELDS`.
 */
export const AuditEntrySchema = z
  .object({
    id: z.number().int().positive(),
    /**
     * Who acted: a back-office user (with their name and role), a borrower (with their name) or the
     * system (jobs, provider callbacks: no id, no name). A name is null when the account is gone.
     */
    actor: z.object({
      type: z.enum(['user', 'client', 'system']),
      id: z.number().int().nullable(),
      name: z.string().nullable(),
      role: nullable(BackOfficeRoleSchema),
    }),
    action: z.string(),
    entity: z.object({ type: z.string(), id: z.string() }),
    before: nullable(z.record(z.string(), z.unknown())),
    after: nullable(z.record(z.string(), z.unknown())),
    /**
     * Field-level difference of `before` and `after`: every top-level field whose value
     * differs, with both values (absent on one side is null).
     */
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    /** The names of the back-office users the entry's fields name (`claimedBy`), by id. */
    userNames: z.record(z.string(), z.string()),
    reason: z.string().nullable(),
    requestId: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = z.array(AuditEntrySchema).meta({ id: 'AuditLog' });

/** Query of the audit log. */
export const AuditQuerySchema = PageQuerySchema.extend({
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(64).optional(),
  /**
   * Whose actions: `user` (back office), `client` (the borrower's own changes) or `system` (jobs,
   * callbacks). With `actorId`, that actor; `actorId` alone matches that id of any actor type
   * (users and clients are numbered apart).
   */
  actorType: z.enum(['user', 'client', 'system']).optional(),
  actorId: z.coerce.number().int().positive().optional(),
  /** The dotted action, e.g. `client.block`. */
  action: z.string().max(64).optional(),
  /** First and last Mexico City business date of the entries. */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
