import type { ScheduledChargeNotice } from '@lender/contracts';
import { and, eq, inArray } from '@lender/db/orm';
import { scheduledCharges } from '@lender/db/schema';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { scheduledChargeNotice } from '../mandates/scheduled-charge-view';
import { chargeOfToken } from './cancel-token';
import type { DebitScheduleContext } from './debit-schedule-model';

/**
 * `public.cancelScheduledCharge` (issue 66 point 2, ADR 329): the pre-notice's one-tap "no me
 * cobren". The token names one charge of one borrower (404 `not_found` otherwise); a charge still
 * planned or noticed, on or before its day, is `cancelled` and never sent, and no automatic retry
 * follows it. One already sent, answered or ended is 409 `charge_not_cancellable`; tapped twice, the
 * second answers as the first.
 */
export async function cancelScheduledCharge(
  ctx: Pick<DebitScheduleContext, 'db' | 'clock' | 'secrets'>,
  { params: { token } }: { params: { token: string } },
): Promise<ScheduledChargeNotice> {
  return ctx.db.transaction(async (tx) => {
    const row = await chargeOfToken(ctx.secrets, tx, token, true);
    if (row.status === 'cancelled') return scheduledChargeNotice(ctx, tx, row);
    if (!['planned', 'noticed'].includes(row.status) || row.chargeOn < today(ctx.clock)) {
      throw new CoreError('charge_not_cancellable');
    }
    const [cancelled] = await tx
      .update(scheduledCharges)
      .set({ status: 'cancelled', cancelledAt: ctx.clock.now() })
      .where(and(eq(scheduledCharges.id, row.id), inArray(scheduledCharges.status, ['planned', 'noticed'])))
      .returning();
    return scheduledChargeNotice(ctx, tx, cancelled ?? row);
  });
}
