import { chargeDueToday } from './charge-scheduled';
import type { DebitScheduleContext } from './debit-schedule-model';
import { planScheduledCharges } from './plan-scheduled-charges';
import { sendPreNotices } from './send-pre-notices';

/**
 * The `direct-debits` job (issue 66 point 2, ADR 329), daily on the platform clock: plans each
 * mandated loan's first payday charge, charges today's noticed ones, then queues the pre-notices of
 * those due within three business days (sent by `notices-deliver` in the contact window). Every
 * step is idempotent: a second run the same day plans, notices and charges nothing more.
 */
export async function runDirectDebits(ctx: DebitScheduleContext) {
  const { planned } = await planScheduledCharges(ctx);
  const charged = await chargeDueToday(ctx);
  const notices = await sendPreNotices(ctx);
  return {
    planned,
    ...charged,
    noticed: notices.noticed,
    refused: charged.refused + notices.refused,
  };
}
