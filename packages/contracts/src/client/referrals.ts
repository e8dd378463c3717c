import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { EmailSchema, PhoneNumberSchema } from '../fields.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';

/**
 * Referral states: invited → registered (the invitee signed up) → loan_issued
 * (their first loan was paid out) → loan_paid (and repaid) → rewarded; or cancelled.
 */
export const REFERRAL_STATUSES = [
  'invited',
  'registered',
  'loan_issued',
  'loan_paid',
  'rewarded',
  'cancelled',
] as const;
export const ReferralStatusSchema = z.enum(REFERRAL_STATUSES).meta({ id: 'ReferralStatus' });
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

/** `POST /web/private/client/referrals`: invite someone by phone or e-mail (exactly one). */
export const CreateReferralRequestSchema = z
  .union([
    z.object({ channel: z.literal('phone'), phone: PhoneNumberSchema }),
    z.object({ channel: z.literal('email'), email: EmailSchema }),
  ])
  .meta({ id: 'CreateReferralRequest' });
export type CreateReferralRequest = z.infer<typeof CreateReferralRequestSchema>;

/** A referral; the invitee's contact is masked. */
export const ReferralSchema = z
  .object({
    id: z.number().int().positive(),
    channel: z.enum(['phone', 'email']),
    contactMasked: z.string(),
    status: ReferralStatusSchema,
    reward: nullable(MoneySchema),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof ReferralSchema>;

export const ReferralListSchema = z.array(ReferralSchema).meta({ id: 'ReferralList' });
export type ReferralList = z.infer<typeof ReferralListSchema>;

/** Path of `PATCH /web/private/client/referrals/{id}`. */
export const ReferralIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type ReferralIdParams = z.infer<typeof ReferralIdParamsSchema>;

/** `PATCH /web/private/client/referrals/{id}`: cancel an invitation or send it again. */
export const UpdateReferralRequestSchema = z
  .object({ action: z.enum(['cancel', 'resend']) })
  .meta({ id: 'UpdateReferralRequest' });
export type UpdateReferralRequest = z.infer<typeof UpdateReferralRequestSchema>;
