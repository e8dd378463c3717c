import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { MoneySchema } from '../money.js';

// Issue 66 point 2 (ADR 329): the pre-notice's one-tap "no me cobren". No login (an SMS is tapped on
// the phone): the token is signed and names one charge of one borrower. The page shows the charge
// and asks before cancelling it (a link preview must not cancel anything).

/** The signed token of a pre-notice's "no me cobren" link. */
export const ScheduledChargeTokenParamsSchema = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'ScheduledChargeTokenParams' });
export type ScheduledChargeTokenParams = z.infer<typeof ScheduledChargeTokenParamsSchema>;

/** The charge a link names: what, when, how, and whether it can still be stopped. */
export const ScheduledChargeNoticeSchema = z
  .object({
    amount: MoneySchema,
    chargeOn: IsoDateSchema,
    method: z.enum(['clabe', 'card']),
    /** The last four digits of the CLABE or card: never more. */
    last4: z.string().regex(/^\d{4}$/),
    /** `cancellable` (planned or announced, not yet sent), `cancelled`, or `ended` (sent or closed). */
    state: z.enum(['cancellable', 'cancelled', 'ended']),
  })
  .meta({ id: 'ScheduledChargeNotice' });
export type ScheduledChargeNotice = z.infer<typeof ScheduledChargeNoticeSchema>;

const common = { access: 'public', origin: 'extension', tag: 'Public: auth' } as const;

/** "No me cobren": the charge a pre-notice's link names, and its cancellation. */
export const publicScheduledChargeEndpoints = defineEndpoints('public', {
  scheduledChargeCheck: {
    ...common,
    method: 'get',
    path: '/web/public/scheduled-charges/:token',
    summary: "Read the payday charge a pre-notice's link names (the page asks before cancelling)",
    description: 'No login: the token is signed. An unknown or altered token is 404 `not_found`.',
    request: { params: ScheduledChargeTokenParamsSchema },
    response: ScheduledChargeNoticeSchema,
    errors: ['not_found'],
  },
  cancelScheduledCharge: {
    ...common,
    method: 'post',
    path: '/web/public/scheduled-charges/:token/cancellation',
    summary: 'Cancel the payday charge a pre-notice names, before it is sent (idempotent)',
    description:
      'No login: the token is signed. 404 `not_found` for an unknown token; 409 `charge_not_cancellable` once the charge was sent or ended.',
    request: { params: ScheduledChargeTokenParamsSchema },
    response: ScheduledChargeNoticeSchema,
    errors: ['not_found', 'charge_not_cancellable'],
  },
});
