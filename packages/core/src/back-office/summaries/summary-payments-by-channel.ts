import { addDays } from '@lender/calculator/kernel';
import { PAYMENT_CHANNELS, type SummaryTable, type SummaryTableQuery } from '@lender/contracts';
import { and, count, eq, gte, lt, sql, sum } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import { today as todayOf } from '../../clock';
import { mexicoCityStart } from '../lists/list-helpers';
import type { ReadContext } from '../reader';

/** The range a summary table covers: the query's, else the current month up to `today`. */
export function summaryRange(query: SummaryTableQuery, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  return { from, to };
}

/**
 * `backOffice.summaryPaymentsByChannel`, a summary table (`SUMMARY_TABLES` of the contracts, shown
 * by the back-office's summaries screen): completed payments by channel over `from`–`to` (the days
 * they completed, Mexico City): how many, how much was paid (centavos) and the average payment
 * (rounded to the centavo), one row per channel in the channels' order, with the totals. Payments
 * later reversed and the sandbox's fake ones are left out.
 */
export async function summaryPaymentsByChannel(
  { db, clock }: ReadContext,
  { query }: { readonly query: SummaryTableQuery },
): Promise<SummaryTable> {
  const { from, to } = summaryRange(query, todayOf(clock));
  const paid = sql<number>`coalesce(${payments.paidAmount}, ${payments.amount})`;
  const rows = await db
    .select({ channel: payments.paymentType, payments: count(), amount: sum(paid).mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'completed'),
        eq(payments.fake, false),
        gte(payments.completedAt, mexicoCityStart(from)),
        lt(payments.completedAt, mexicoCityStart(addDays(to, 1))),
      ),
    )
    .groupBy(payments.paymentType);
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  const average = (amount: number, n: number): number => (n === 0 ? 0 : Math.round(amount / n));
  const table = PAYMENT_CHANNELS.map((channel) => {
    const row = byChannel.get(channel);
    const n = row?.payments ?? 0;
    const amount = row?.amount ?? 0;
    return { channel, payments: n, amount, average: average(amount, n) };
  });
  const n = table.reduce((total, row) => total + row.payments, 0);
  const amount = table.reduce((total, row) => total + row.amount, 0);
  return { from, to, rows: table, totals: { payments: n, amount, average: average(amount, n) } };
}
