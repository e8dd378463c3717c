import { COMPLAINT_CHANNELS, COMPLAINT_KINDS, type ComplaintMonth } from '@lender/contracts';
import type { ReadContext } from '../../back-office/reader';
import { regulatorMonth } from '../../back-office/reports/regulator-summary';
import { today as todayOf } from '../../clock';
import { complaintsOfMonth } from './complaint-views';

/**
 * `backOffice.complaintsMonth`: the figures of the complaints received in a month (default the last
 * closed one), as of today: received, resolved, open, overdue, by channel and by kind.
 */
export async function complaintsMonth(
  ctx: ReadContext,
  { query }: { query: { month?: string | undefined } },
): Promise<ComplaintMonth> {
  const today = todayOf(ctx.clock);
  const { month } = regulatorMonth(query.month, today);
  const rows = await complaintsOfMonth(ctx.db, month, today);
  const resolved = rows.filter((row) => row.status === 'resolved').length;
  return {
    month,
    asOf: today,
    received: rows.length,
    resolved,
    open: rows.length - resolved,
    overdue: rows.filter((row) => row.overdue).length,
    byChannel: COMPLAINT_CHANNELS.map((channel) => ({
      channel,
      count: rows.filter((row) => row.channel === channel).length,
    })),
    byKind: COMPLAINT_KINDS.map((kind) => ({
      kind,
      count: rows.filter((row) => row.kind === kind).length,
    })),
  };
}
