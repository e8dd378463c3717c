// The amount pass of a settlement import (ADR 141, 174; set-based since ADR 297): the lines the key
// pass left without a payment (in the temporary \`settlement_judged\`), matched to the period's
// completed payments by amount, value date and account. The rule is a greedy in file order: each line takes, of the payments still free, the
// one with the nearest completion date, then the lowest id. Lines whose best payment no other line
// could take are matched in SQL, together; only the lines that compete for a payment are read and
// decided here, by that greedy.
import { type Executor, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import type { SettlementChannel } from '../../providers/settlements/layouts';
import { PAYMENT_TYPES_OF_CHANNEL } from '../../providers/settlements/sandbox';
import { type AmountCandidate, amountCandidates } from './amount-candidates';

/** An import's channel, period and tolerance (`MatchTolerance`); its lines are judged by key. */
export interface AmountInput {
  readonly channel: SettlementChannel;
  readonly tolerance: { readonly amountCentavos: number; readonly days: number };
  readonly from: string;
  readonly to: string;
}

/**
 * Matches by amount, date and account (for SPEI the beneficiary CLABE; one account otherwise) in
 * one statement, then one more for the contested lines if any. Lines and payments are grouped by
 * (account, amount, date): two lines of a group see the same payments, two payments of a group the
 * same lines. A line whose best payment belongs to a group no other line sees takes it whatever the
 * order (nobody else could); the other lines that see a payment are read with their payments.
 */
export async function matchByAmount(tx: Executor, input: AmountInput): Promise<void> {
  const { channel, tolerance } = input;
  const spei = channel === 'spei';
  const lineAccount = spei ? sql`l.account` : sql`''`;
  const days = sql`${tolerance.days}::int`;
  const rows = await rowsOf(
    tx,
    sql`with cand as materialized (
      select p.id, ${spei ? sql`p.clabe` : sql`''`} as account, coalesce(p.paid_amount, p.amount) as paid,
        (p.completed_at at time zone 'America/Mexico_City')::date as completed_on
      from payments p
      where p.payment_type = ${PAYMENT_TYPES_OF_CHANNEL[channel]} and p.status = 'completed'
        and p.completed_at >= (${input.from}::date - ${days})::timestamp at time zone 'America/Mexico_City'
        and p.completed_at < (${input.to}::date + ${days} + 1)::timestamp at time zone 'America/Mexico_City'
        ${spei ? sql`and p.clabe is not null` : sql``}
        and not exists (select 1 from settlement_lines o where o.payment_id = p.id and o.channel = ${channel}
          and (o.outcome in ('matched', 'amount_mismatch') or o.resolution = 'posted'))
        and not exists (select 1 from settlement_judged j where j.payment_id = p.id
          and j.outcome in ('matched', 'amount_mismatch'))
    ), lg as (
      select ${lineAccount} as account, l.amount, l.value_date, count(*) as n
      from settlement_judged l
      where l.outcome = 'unmatched' and l.payment_id is null
      group by 1, 2, 3
    ), pg as (
      select account, paid, completed_on, min(id) as first_id from cand group by 1, 2, 3
    ), adj as (
      select lg.account, lg.amount, lg.value_date, lg.n, pg.paid, pg.completed_on, pg.first_id,
        abs(pg.completed_on - lg.value_date) as days
      from lg cross join generate_series(-${tolerance.amountCentavos}::int, ${tolerance.amountCentavos}::int) as d(off)
      join pg on pg.account = lg.account and pg.paid = lg.amount + d.off
      where abs(pg.completed_on - lg.value_date) <= ${days}
    ), load as (
      select paid, completed_on, account, sum(n) as lines from adj group by 1, 2, 3
    ), top as (
      select distinct on (account, amount, value_date) account, amount, value_date, paid, completed_on, first_id
      from adj order by account, amount, value_date, days, first_id
    ), solo as (
      select top.account, top.amount, top.value_date, top.first_id
      from top join load using (account, paid, completed_on) where load.lines = 1
    ), done as (
      update settlement_judged l set outcome = 'matched', payment_id = solo.first_id
      from solo
      where l.outcome = 'unmatched' and l.payment_id is null
        and ${lineAccount} = solo.account and l.amount = solo.amount and l.value_date = solo.value_date
      returning l.line_number
    ), contested as (
      select account, amount, value_date from adj except select account, amount, value_date from solo
    ), contested_payments as (
      select distinct adj.account, adj.paid, adj.completed_on from adj join contested using (account, amount, value_date)
    )
    select 'line' as kind, l.line_number as id, l.line_number as rank, l.amount, l.value_date::text as day,
      l.account
    from settlement_judged l join contested c on ${lineAccount} = c.account and l.amount = c.amount
      and l.value_date = c.value_date
    where l.outcome = 'unmatched' and l.payment_id is null
    union all
    select 'payment', c.id, c.id, c.paid, c.completed_on::text, c.account
    from cand c join contested_payments using (account, paid, completed_on)
    order by kind, rank`,
  );
  if (rows.length === 0) return;
  const lines: { id: number; amount: number; valueDate: string; account: string }[] = [];
  const payments: AmountCandidate[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const amount = Number(row.amount);
    const day = row.day as string;
    const account = row.account as string;
    if (row.kind === 'line') lines.push({ id, amount, valueDate: day, account });
    else payments.push({ id, clabe: account, amount, paidAmount: null, completedOn: day });
  }
  const index = amountCandidates(payments, spei, tolerance);
  const taken = new Set<number>();
  const lineIds: number[] = [];
  const paymentIds: number[] = [];
  for (const line of lines) {
    const payment = index.best(line, (candidate) => taken.has(candidate.id));
    if (!payment) continue;
    taken.add(payment.id);
    lineIds.push(line.id);
    paymentIds.push(payment.id);
  }
  if (lineIds.length === 0) return;
  await tx.execute(sql`update settlement_judged l set outcome = 'matched', payment_id = v.payment_id
    from unnest(${sql.param(lineIds)}::int[], ${sql.param(paymentIds)}::int[]) as v(line_number, payment_id)
    where l.line_number = v.line_number`);
}
