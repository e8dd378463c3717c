import type { ScheduledChargeNotice } from '@lender/contracts';
import { scheduledChargeNotice } from '../mandates/scheduled-charge-view';
import { chargeOfToken } from './cancel-token';
import type { DebitScheduleContext } from './debit-schedule-model';

/**
 * `public.scheduledChargeCheck` (ADR 329): the charge a "no me cobren" link names — amount, date,
 * method, last four digits and whether it can still be stopped — so the page asks before acting.
 * A forged or garbled token is 404 `not_found`.
 */
export async function scheduledChargeCheck(
  ctx: Pick<DebitScheduleContext, 'db' | 'clock' | 'secrets'>,
  { params: { token } }: { params: { token: string } },
): Promise<ScheduledChargeNotice> {
  const row = await chargeOfToken(ctx.secrets, ctx.db, token);
  return scheduledChargeNotice(ctx, ctx.db, row);
}
