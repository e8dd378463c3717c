import { asc, eq } from '@lender/db/orm';
import { scheduledCharges as rows } from '@lender/db/schema';
import { type ScheduledChargeView, scheduledChargeView } from '../mandates/scheduled-charge-view';
import type { DebitScheduleContext } from './debit-schedule-model';

/**
 * `client.scheduledCharges` (issue 66 point 2, ADR 329): every payday charge planned on the
 * caller's loans and its outcome, in date order — read by the caller's client id only.
 */
export async function scheduledCharges(
  ctx: Pick<DebitScheduleContext, 'db'>,
  { actorId: clientId }: { actorId: number },
): Promise<ScheduledChargeView[]> {
  const found = await ctx.db
    .select()
    .from(rows)
    .where(eq(rows.clientId, clientId))
    .orderBy(asc(rows.chargeOn), asc(rows.part), asc(rows.id));
  return Promise.all(found.map((row) => scheduledChargeView(ctx.db, row)));
}
