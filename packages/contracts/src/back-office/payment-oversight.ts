import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { MoneySchema } from '../money.js';
import { IsoMonthSchema } from './risk-reports.js';

// Issue 66 point 6 (ADR 331): what the back office reads of direct debits and payouts — a client's
// mandates, scheduled charges and objection cases, the payouts held after a CEP named another
// person, and the month's collection rate by method and payday alignment. Codes only: the
// back office turns each into words of `@lender/i18n`. Never a CLABE, card or phone: last four digits.

const Id = z.number().int().positive();
const Last4 = z.string().regex(/^\d{4}$/);
const Count = z.number().int().min(0);

export const OVERSIGHT_METHODS = ['clabe', 'card'] as const;
export const OversightMethodSchema = z.enum(OVERSIGHT_METHODS).meta({ id: 'OversightMethod' });

/** A mandate as the back office lists it (its text is the borrower's; the terms are here). */
export const ClientMandateRowSchema = z
  .object({
    id: Id,
    loanId: Id,
    method: OversightMethodSchema,
    last4: Last4,
    maxAmount: MoneySchema,
    coversFrom: IsoDateSchema,
    coversTo: IsoDateSchema,
    preNoticeDays: z.number().int().min(2),
    splitInParts: z.boolean(),
    status: z.enum(['active', 'revoked']),
    revokedReason: z.enum(['borrower', 'objection']).nullable(),
    acceptedAt: IsoDateTimeSchema,
    revokedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClientMandateRow' });

/**
 * What became of a scheduled charge: `planned`, `noticed` (pre-notice queued), `sent` (at the bank,
 * or accepted and not settled), `paid` (the money arrived), `declined` (see `declineKind`),
 * `objected` (taken, then objected by the payer), `cancelled` (the borrower's "no me cobren") or
 * `refused` (never sent: see `refusalCode`).
 */
export const SCHEDULED_CHARGE_OUTCOMES = [
  'planned',
  'noticed',
  'sent',
  'paid',
  'declined',
  'objected',
  'cancelled',
  'refused',
] as const;
export const DEBIT_DECLINE_KINDS = ['insufficient_funds', 'account_closed', 'objected'] as const;

export const ClientScheduledChargeSchema = z
  .object({
    id: Id,
    loanId: Id,
    method: OversightMethodSchema,
    last4: Last4,
    instalment: z.number().int().positive(),
    part: z.number().int().positive(),
    attempt: z.number().int().positive(),
    amount: MoneySchema,
    chargeOn: IsoDateSchema,
    outcome: z.enum(SCHEDULED_CHARGE_OUTCOMES),
    declineKind: z.enum(DEBIT_DECLINE_KINDS).nullable(),
    /** The error code the gate refused it with (`charge_not_pre_noticed`, `mandate_revoked`…). */
    refusalCode: z.string().nullable(),
    noticedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClientScheduledCharge' });

/**
 * A debit the payer objected to with their bank: `refund` is the refund case (a `payment.reversal`
 * approval) when one opened; none when the objection came after the window or no money was taken.
 */
export const DebitObjectionCaseSchema = z
  .object({
    chargeId: Id,
    loanId: Id,
    method: OversightMethodSchema,
    last4: Last4,
    amount: MoneySchema,
    chargeOn: IsoDateSchema,
    objectedOn: IsoDateSchema.nullable(),
    /** The last day the payer could object (60 days after the end of the month charged). */
    windowEnds: IsoDateSchema,
    moneyTaken: z.boolean(),
    refund: z
      .object({ approvalId: Id, status: z.enum(['pending', 'approved', 'rejected', 'cancelled']) })
      .nullable(),
  })
  .meta({ id: 'DebitObjectionCase' });

/** `GET clients/{id}/direct-debits`: a client's mandates, scheduled charges and objection cases. */
export const ClientDirectDebitsSchema = z
  .object({
    mandates: z.array(ClientMandateRowSchema),
    charges: z.array(ClientScheduledChargeSchema),
    objections: z.array(DebitObjectionCaseSchema),
  })
  .meta({ id: 'ClientDirectDebits' });
export type ClientDirectDebits = z.infer<typeof ClientDirectDebitsSchema>;

/** A back-office user as a held payout names them: the name, never the e-mail. */
const OfficerSchema = z.object({ id: Id, name: z.string() });

/** A payout whose CEP named another person (or never came): the client's payouts wait. */
export const HeldPayoutSchema = z
  .object({
    payoutId: Id,
    clientId: Id,
    clientName: z.string(),
    loanId: Id,
    amount: MoneySchema,
    completedAt: IsoDateTimeSchema.nullable(),
    /** The client's CLABE's last four digits today (the checked account), null when none is stored. */
    accountLast4: Last4.nullable(),
    check: z.enum(['mismatch', 'missing']),
    nameScore: z.number().int().min(0).max(100).nullable(),
    rfc: z.enum(['same', 'differs', 'absent']).nullable(),
    checkedAt: IsoDateTimeSchema.nullable(),
    alertId: Id.nullable(),
    state: z.enum(['held', 'release_requested', 'released']),
    requestedBy: OfficerSchema.nullable(),
    requestReason: z.string().nullable(),
    requestedAt: IsoDateTimeSchema.nullable(),
    releasedBy: OfficerSchema.nullable(),
    releasedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'HeldPayout' });
export type HeldPayout = z.infer<typeof HeldPayoutSchema>;
export const HeldPayoutListSchema = z.array(HeldPayoutSchema).meta({ id: 'HeldPayoutList' });

/** A group of the month's debits and how many (and how much) of them were collected. */
export const CollectionRateGroupSchema = z
  .object({
    /** Debits that reached the bank and have an outcome: collected, declined or objected. */
    presented: Count,
    collected: Count,
    presentedAmount: MoneySchema,
    collectedAmount: MoneySchema,
    /** collected ÷ presented, 0–1 to four decimals; null with nothing presented. */
    rate: z.number().min(0).max(1).nullable(),
    amountRate: z.number().min(0).max(1).nullable(),
  })
  .meta({ id: 'CollectionRateGroup' });

export const CollectionRateQuerySchema = z.object({ month: IsoMonthSchema.optional() });

/** `GET collections/collection-rate?month=`: the month's direct debits, collected or not. */
export const CollectionRateSchema = z
  .object({
    month: IsoMonthSchema,
    from: IsoDateSchema,
    to: IsoDateSchema,
    total: CollectionRateGroupSchema,
    byMethod: z.object({ clabe: CollectionRateGroupSchema, card: CollectionRateGroupSchema }),
    byPayday: z.object({ onPayday: CollectionRateGroupSchema, offPayday: CollectionRateGroupSchema }),
    /** Sent and not answered, or accepted and not settled: outside the rate until they end. */
    pending: Count,
    /** Never sent: refused by the gate or cancelled by the borrower. */
    notSent: Count,
  })
  .meta({ id: 'CollectionRate' });
export type CollectionRate = z.infer<typeof CollectionRateSchema>;
