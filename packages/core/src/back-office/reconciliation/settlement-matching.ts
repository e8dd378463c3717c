import { type Executor, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import type { SettlementChannel } from '../../providers/settlements/layouts';
import { PAYMENT_TYPES_OF_CHANNEL } from '../../providers/settlements/sandbox';
import { matchByAmount } from './amount-pass';

/** How far apart a line and a payment may be and still match by amount, date and account (ADR 141). */
export interface MatchTolerance {
  /** Centavos either way. @default 0 */
  amountCentavos: number;
  /** Business days either way between the value date and the payment's completion. @default 1 */
  days: number;
}

export const DEFAULT_MATCH_TOLERANCE: MatchTolerance = { amountCentavos: 0, days: 1 };

/** What {@link matchImport} judges: the staged lines of one import of a channel over its period. */
export interface MatchInput {
  importId: number;
  channel: SettlementChannel;
  tolerance: MatchTolerance;
  /** The staged lines' first and last value date (null when the file has no line). */
  from: string | null;
  to: string | null;
}

/** The payments an import of the channel other than this one matched (or whose exception was posted). */
const matchedElsewhere = (input: MatchInput) => sql`o.channel = ${input.channel}
  and o.import_id <> ${input.importId} and (o.outcome in ('matched', 'amount_mismatch') or o.resolution = 'posted')`;

/**
 * The key pass (ADR 141, 168) over the whole staged file in one statement, into the temporary table
 * `settlement_judged` (the staged lines with their outcome, payment and expected amount). A line
 * is, in this order of precedence:
 * `repeated` when an earlier import of the channel holds the same movement as often as this file
 * has listed it up to this line (the oldest such import's copy of that rank names the payment);
 * `duplicate` when its key was listed earlier in the file or by an earlier import, when the payment
 * its key (else its reference) names was matched by an earlier import, or when an earlier line of
 * the file took that payment; `unmatched` with no payment, or naming one not settled (its amount
 * expected); `matched` or `amount_mismatch` (the amount paid expected) by the tolerance. A key that
 * names several payments names the newest (highest id). A SPEI line names the payment of the
 * transfer (`spei_transfers`, ADR 306) of its clave, value date and amount first: a statement
 * carries no sending bank, and a line of another amount is not that transfer. The same clave from
 * several banks is several transfers: the file's n-th line of a clave, day, amount (and CLABE, when
 * the line names one) names the n-th such transfer no import took yet (to that CLABE), and a line
 * naming one is no key duplicate.
 */
async function judgeByKey(tx: Executor, input: MatchInput) {
  const { importId, channel } = input;
  const type = PAYMENT_TYPES_OF_CHANNEL[channel];
  await tx.execute(sql`create temp table settlement_judged on commit drop as
    with l as (
      select s.*,
        row_number() over (partition by s.movement_key, s.reference, s.amount, s.value_date, s.account
          order by s.line_number) as occurrence,
        s.line_number > min(s.line_number) over (partition by s.movement_key) as key_seen,
        row_number() over (partition by s.movement_key, s.value_date, s.amount
          order by s.line_number) as transfer_rank,
        row_number() over (partition by s.movement_key, s.value_date, s.amount, s.account
          order by s.line_number) as account_rank
      from settlement_staging s
    ), e as (
      select o.import_id, o.payment_id, o.movement_key, o.reference, o.amount, o.value_date, o.account,
        row_number() over (partition by o.import_id, o.movement_key, o.reference, o.amount, o.value_date,
          o.account order by o.line_number) as occurrence
      from settlement_lines o
      where o.channel = ${channel} and o.import_id <> ${importId}
        and o.movement_key in (select movement_key from settlement_staging)
    ), earlier_keys as (
      select distinct movement_key from e
    ), repeats as (
      select distinct on (l.line_number) l.line_number, e.payment_id
      from l join e on e.movement_key = l.movement_key and e.reference = l.reference and e.amount = l.amount
        and e.value_date = l.value_date and e.account = l.account and e.occurrence = l.occurrence
      order by l.line_number, e.import_id
    ), keys as (
      select movement_key as key from settlement_staging
      union select reference from settlement_staging where reference <> ''
    ), named as (
      select key, max(id) as payment_id from (
        select p.provider_payment_id as key, p.id from payments p join keys k on k.key = p.provider_payment_id
          where p.payment_type = ${type}
        union all select p.reference, p.id from payments p join keys k on k.key = p.reference
          where p.payment_type = ${type}
        union all select p.barcode, p.id from payments p join keys k on k.key = p.barcode
          where p.payment_type = ${type}
      ) found group by key
    ), transfers as (
      select t.tracking_key, t.operation_date, t.amount, max(t.payment_id) as payment_id
      from spei_transfers t
      where ${channel} = 'spei' and t.tracking_key in (select movement_key from settlement_staging)
      group by t.tracking_key, t.operation_date, t.amount
    ), free_transfers as (
      select t.tracking_key, t.operation_date, t.amount, t.payment_id, coalesce(tp.clabe, '') as account,
        row_number() over (partition by t.tracking_key, t.operation_date, t.amount
          order by t.payment_id) as rank,
        row_number() over (partition by t.tracking_key, t.operation_date, t.amount, coalesce(tp.clabe, '')
          order by t.payment_id) as account_rank
      from spei_transfers t join payments tp on tp.id = t.payment_id
      where ${channel} = 'spei' and t.tracking_key in (select movement_key from settlement_staging)
        and not exists (select 1 from settlement_lines o
          where o.payment_id = t.payment_id and ${matchedElsewhere(input)})
    ), taken_before as (
      select distinct o.payment_id from settlement_lines o
      where (o.payment_id in (select payment_id from named) or o.payment_id in (select payment_id from transfers))
        and ${matchedElsewhere(input)}
    ), judged as (
      select l.line_number, l.value_date, l.amount, l.movement_key, l.reference, l.account,
        r.line_number is not null as repeated, r.payment_id as repeated_payment,
        p.id as payment_id, p.status, p.amount as asked, coalesce(p.paid_amount, p.amount) as paid,
        (l.key_seen or ek.movement_key is not null) and ft.payment_id is null as key_duplicate,
        tb.payment_id is not null as matched_before
      from l
      left join repeats r on r.line_number = l.line_number
      left join earlier_keys ek on ek.movement_key = l.movement_key
      left join free_transfers ft on ft.tracking_key = l.movement_key and ft.operation_date = l.value_date
        and ft.amount = l.amount and case when l.account <> ''
          then ft.account = l.account and ft.account_rank = l.account_rank
          else ft.rank = l.transfer_rank end
      left join lateral (
        select max(t.payment_id) as payment_id from spei_transfers t join payments tp on tp.id = t.payment_id
        where ${channel} = 'spei' and t.tracking_key = l.movement_key and t.operation_date = l.value_date
          and t.amount = l.amount and (l.account = '' or coalesce(tp.clabe, '') = l.account)
      ) tr on true
      left join named k on k.key = l.movement_key
      left join named kr on l.reference <> '' and kr.key = l.reference
      left join payments p on p.id = coalesce(ft.payment_id, tr.payment_id, k.payment_id, kr.payment_id)
      left join taken_before tb on tb.payment_id = p.id
    ), takers as (
      select line_number, row_number() over (partition by payment_id order by line_number) as rank
      from judged
      where not repeated and not key_duplicate and not matched_before and status = 'completed'
    ), outcomes as (
      select j.*, case
          when j.repeated then 'repeated'
          when j.key_duplicate or j.matched_before or t.rank > 1 then 'duplicate'
          when j.payment_id is null or j.status <> 'completed' then 'unmatched'
          when abs(j.paid - j.amount) <= ${input.tolerance.amountCentavos}::int then 'matched'
          else 'amount_mismatch'
        end as outcome
      from judged j left join takers t on t.line_number = j.line_number
    )
    select line_number, value_date, amount, movement_key, reference, account, outcome,
      case when repeated then repeated_payment else payment_id end as payment_id,
      case when outcome = 'amount_mismatch' then paid
        when outcome = 'unmatched' and payment_id is not null then asked end as expected_amount
    from outcomes`);
}

/** The judged lines into `settlement_lines`, in file order: each line is written once, with its outcome. */
async function writeLines(tx: Executor, input: MatchInput) {
  await tx.execute(sql`insert into settlement_lines (import_id, line_number, channel, value_date, amount,
      movement_key, reference, account, outcome, payment_id, expected_amount)
    select ${input.importId}::int, line_number, ${input.channel}, value_date, amount, movement_key, reference,
      account, outcome, payment_id, expected_amount
    from settlement_judged order by line_number`);
}

/**
 * Every settled (completed or reversed) payment of the channel completed in the period, as
 * `matched` (by a line of this import, named, or of an earlier one) or `missing` from the file.
 */
async function checkPayments(tx: Executor, input: MatchInput & { from: string; to: string }) {
  const { importId } = input;
  await tx.execute(sql`insert into settlement_payment_checks (import_id, payment_id, outcome, line_id)
    with settled as (
      select p.id from payments p
      where p.payment_type = ${PAYMENT_TYPES_OF_CHANNEL[input.channel]} and p.status in ('completed', 'reversed')
        and p.completed_at >= ${input.from}::date::timestamp at time zone 'America/Mexico_City'
        and p.completed_at < (${input.to}::date + 1)::timestamp at time zone 'America/Mexico_City'
    ), before as (
      select distinct o.payment_id from settlement_lines o join settled s on s.id = o.payment_id
      where ${matchedElsewhere(input)}
    )
    select ${importId}::int, s.id,
      case when mine.id is not null or b.payment_id is not null then 'matched' else 'missing' end, mine.id
    from settled s
    left join before b on b.payment_id = s.id
    left join settlement_lines mine on mine.payment_id = s.id and mine.import_id = ${importId}
      and mine.outcome in ('matched', 'amount_mismatch')
    on conflict do nothing`);
}

/**
 * Matches an import's staged lines (ADR 141, 168; set-based since ADR 297): the key pass judges
 * every line; the amount pass then matches the lines left without a payment by amount, value date
 * and account; the lines are written to `settlement_lines` once, with their outcomes; last, every
 * settled payment of the channel in the file's period is `matched` or `missing`. A handful of
 * statements, whatever the file's size.
 */
export async function matchImport(
  tx: Executor,
  input: MatchInput,
): Promise<{ counts: Record<string, number>; from: string | null; to: string | null }> {
  const { importId, from, to } = input;
  // Temporary tables are never analyzed by autovacuum: without their sizes and values the planner
  // takes them for a few rows and may pick nested loops over the whole file.
  await tx.execute(sql`analyze settlement_staging`);
  await judgeByKey(tx, input);
  await tx.execute(sql`analyze settlement_judged`);
  if (from && to) await matchByAmount(tx, { ...input, from, to });
  await writeLines(tx, input);
  await tx.execute(sql`drop table settlement_judged`);
  if (from && to) await checkPayments(tx, { ...input, from, to });
  const counts: Record<string, number> = {
    matched: 0,
    unmatched: 0,
    duplicate: 0,
    amount_mismatch: 0,
    repeated: 0,
    missing: 0,
  };
  for (const row of await rowsOf(
    tx,
    sql`select outcome, count(*)::int as n from settlement_lines where import_id = ${importId} group by outcome
      union all select 'missing', count(*)::int from settlement_payment_checks
      where import_id = ${importId} and outcome = 'missing'`,
  )) {
    counts[(row.outcome as string | null) ?? 'unmatched'] = Number(row.n);
  }
  return { counts, from, to };
}
