import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { MoneySchema } from '../money.js';

// Issue 66 point 2 (ADR 329): the borrower's payday charges under their mandates — each attempt with
// its amount, date, method and outcome, shown on my loan beside the mandates.

export const SCHEDULED_CHARGE_STATUSES = [
  'planned',
  'noticed',
  'cancelled',
  'sent',
  'paid',
  'declined',
  'objected',
  'refused',
] as const;
export const ScheduledChargeStatusSchema = z
  .enum(SCHEDULED_CHARGE_STATUSES)
  .meta({ id: 'ScheduledChargeStatus' });
export const DECLINE_KINDS = ['insufficient_funds', 'account_closed', 'objected'] as const;
export const DeclineKindSchema = z.enum(DECLINE_KINDS).meta({ id: 'DeclineKind' });

/** One attempt of a payday charge as its borrower reads it. */
export const ScheduledChargeSchema = z
  .object({
    id: z.number().int().positive(),
    loanId: z.number().int().positive(),
    method: z.enum(['clabe', 'card']),
    /** The last four digits of the CLABE or card: never more. */
    last4: z.string().regex(/^\d{4}$/),
    amount: MoneySchema,
    chargeOn: IsoDateSchema,
    /** 1, or the part of a payday charged in parts of at most MXN 1,000. */
    part: z.number().int().positive(),
    attempt: z.number().int().positive(),
    /**
     * `planned`, `noticed` (the pre-notice went out), `cancelled` (by the borrower), `sent` (at the
     * bank), `paid`, `declined` (see `declineKind`), `objected` (with the bank, after it was taken),
     * `refused` (never sent: no pre-notice in time, the mandate stopped, nothing owed).
     */
    status: ScheduledChargeStatusSchema,
    declineKind: DeclineKindSchema.nullable(),
  })
  .meta({ id: 'ScheduledCharge' });
export type ScheduledCharge = z.infer<typeof ScheduledChargeSchema>;
export const ScheduledChargeListSchema = z.array(ScheduledChargeSchema).meta({ id: 'ScheduledChargeList' });

/** The borrower's payday charges. */
export const clientScheduledChargeEndpoints = defineEndpoints('client', {
  scheduledCharges: {
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    method: 'get',
    path: '/web/private/client/scheduled-charges',
    summary: "The client's payday charges under their mandates, in date order, with each one's outcome",
    request: {},
    response: ScheduledChargeListSchema,
  },
});
