import { and, asc, eq, gte, inArray, lte } from '@lender/db/orm';
import { borrowerNotices, mandates, scheduledCharges } from '@lender/db/schema';
import { businessDate, today } from '../clock';
import { CoreError } from '../errors/core-error';
import type { MandateRow } from '../mandates/mandate-gate';
import { chargeUnderMandate, type MandateChargeResult } from '../payments/charge-under-mandate';
import { preNoticeEventIds, queueStoppedNotice } from './debit-notices';
import {
  type DebitScheduleContext,
  noticedInTime,
  readDirectDebitRules,
  type ScheduledChargeRow,
} from './debit-schedule-model';
import { notDueOn } from './not-due-on';
import { movePastCharge, planRetry } from './plan-scheduled-charges';

/** What became of one scheduled charge. */
export type ScheduledChargeOutcome =
  | {
      readonly status: 'accepted' | 'declined';
      readonly charge: MandateChargeResult;
      readonly retryOn: string | null;
    }
  /** The clearing house did not answer: the attempt stays `sending`, its payment pending, for its callback. */
  | { readonly status: 'unanswered'; readonly charge: MandateChargeResult }
  | { readonly status: 'refused'; readonly code: string }
  | { readonly status: 'skipped' };

/**
 * The pre-notice gate (ADR 329): a scheduled charge leaves only when its pre-notice was sent (by SMS
 * or e-mail) at least the mandate's pre-notice days — two bank business days — before its date;
 * else 409 `charge_not_pre_noticed`.
 */
export async function requirePreNotice(
  ctx: Pick<DebitScheduleContext, 'db'>,
  row: ScheduledChargeRow,
  mandate: Pick<MandateRow, 'preNoticeDays'>,
): Promise<void> {
  const sent = await ctx.db
    .select({ sentAt: borrowerNotices.sentAt })
    .from(borrowerNotices)
    .where(
      and(
        inArray(borrowerNotices.eventId, [...preNoticeEventIds(row)]),
        eq(borrowerNotices.clientId, row.clientId),
        eq(borrowerNotices.status, 'sent'),
        // A charge moved to another day is announced again: the notice of its former day is not its own.
        row.noticedAt ? gte(borrowerNotices.sentAt, row.noticedAt) : undefined,
      ),
    )
    .orderBy(asc(borrowerNotices.sentAt));
  const first = sent[0]?.sentAt;
  if (!first || !noticedInTime(businessDate(first), row.chargeOn, mandate.preNoticeDays)) {
    throw new CoreError('charge_not_pre_noticed', {
      params: { days: mandate.preNoticeDays, date: row.chargeOn },
    });
  }
}

/**
 * Makes one noticed charge due today (issue 66 point 2): the pre-notice gate, then
 * `chargeUnderMandate` (the mandate's gate, never more than owed — the rest when less is owed), and
 * the answer recorded on the attempt. Insufficient funds: the next payday inside the mandate's dates,
 * up to the `direct_debit` setting's attempts per instalment; account closed or objected, or no
 * attempt left: automatic charges of the instalment stop and the borrower is asked for another way
 * to pay. A refused charge (no pre-notice, mandate revoked, nothing owed) never reaches the bank.
 * The attempt is claimed first (`noticed` → `sending`… recorded once): run twice, it charges once.
 * A clearing house that does not answer leaves it `sending` (`unanswered`), and the run goes on.
 */
export async function chargeScheduled(
  ctx: DebitScheduleContext,
  id: number,
): Promise<ScheduledChargeOutcome> {
  const [found] = await ctx.db
    .select({ row: scheduledCharges, mandate: mandates })
    .from(scheduledCharges)
    .innerJoin(mandates, eq(mandates.id, scheduledCharges.mandateId))
    .where(eq(scheduledCharges.id, id));
  if (found?.row.status !== 'noticed' || found.row.chargeOn > today(ctx.clock)) return { status: 'skipped' };
  const { row, mandate } = found;
  if (row.chargeOn < today(ctx.clock)) {
    // Its day passed without a run: never charged late, and nothing was sent, so the same attempt
    // moves to the next payday, noticed again (ADR 372); refused when no payday is left.
    const moved = await ctx.db.transaction((tx) => movePastCharge(ctx, tx, row, mandate));
    return moved
      ? { status: 'refused', code: 'charge_date_passed' }
      : refuseWith(ctx, row, 'charge_date_passed');
  }
  const refuse = (code: string) => refuseWith(ctx, row, code);
  if (await notDueOn(ctx.db, row)) return refuse('charge_not_due');
  try {
    await requirePreNotice(ctx, row, mandate);
  } catch (error) {
    if (error instanceof CoreError) return refuse(error.code);
    throw error;
  }
  // Claimed: a second run (or a second worker) finds it no longer `noticed`.
  const [claimed] = await ctx.db
    .update(scheduledCharges)
    .set({ status: 'sending' })
    .where(and(eq(scheduledCharges.id, row.id), eq(scheduledCharges.status, 'noticed')))
    .returning({ id: scheduledCharges.id });
  if (!claimed) return { status: 'skipped' };
  let charged: { charge: MandateChargeResult; amount: number } | null;
  try {
    charged = await chargeLeft(ctx, row);
  } catch (error) {
    if (error instanceof CoreError) return refuse(error.code);
    throw error;
  }
  if (!charged) return refuse('nothing_owed');
  const { charge, amount } = charged;
  if (charge.outcome === 'unanswered') {
    // Maybe taken: never asked again (it is no longer `noticed`); the callback settles or fails it.
    await ctx.db
      .update(scheduledCharges)
      .set({ amount, mandateChargeId: charge.chargeId })
      .where(eq(scheduledCharges.id, row.id));
    return { status: 'unanswered', charge };
  }
  const answered = charge.outcome;
  const rules = await readDirectDebitRules(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const declineKind = answered === 'accepted' ? null : answered;
    await tx
      .update(scheduledCharges)
      .set({
        status: declineKind ? 'declined' : 'accepted',
        declineKind,
        amount,
        mandateChargeId: charge.chargeId,
      })
      .where(eq(scheduledCharges.id, row.id));
    if (!declineKind) return { status: 'accepted', charge, retryOn: null } as const;
    const retryOn =
      declineKind === 'insufficient_funds' && row.attempt < rules.maxAttemptsPerInstalment
        ? await planRetry(ctx, tx, row, mandate)
        : null;
    if (!retryOn) await queueStoppedNotice(ctx, tx, row, mandate, declineKind);
    return { status: 'declined', charge, retryOn } as const;
  });
}

/** The charge of the attempt's amount, or of what is left when the loan now owes less (null: nothing). */
async function chargeLeft(ctx: DebitScheduleContext, row: ScheduledChargeRow) {
  const charge = { amount: row.amount, date: row.chargeOn, method: row.method };
  try {
    return { charge: await chargeUnderMandate(ctx, row.loanId, charge), amount: row.amount };
  } catch (error) {
    if (!(error instanceof CoreError) || error.code !== 'payment_exceeds_balance') throw error;
    const left = Number(error.options.params?.payoff ?? 0);
    if (!(left > 0)) return null;
    return { charge: await chargeUnderMandate(ctx, row.loanId, { ...charge, amount: left }), amount: left };
  }
}

async function refuseWith(
  ctx: Pick<DebitScheduleContext, 'db'>,
  row: ScheduledChargeRow,
  code: string,
): Promise<ScheduledChargeOutcome> {
  await ctx.db
    .update(scheduledCharges)
    .set({ status: 'refused', refusalCode: code })
    .where(and(eq(scheduledCharges.id, row.id), inArray(scheduledCharges.status, ['noticed', 'sending'])));
  return { status: 'refused', code };
}

/** Charges every noticed charge due today, in order. */
export async function chargeDueToday(ctx: DebitScheduleContext) {
  const due = await ctx.db
    .select({ id: scheduledCharges.id })
    .from(scheduledCharges)
    .where(and(eq(scheduledCharges.status, 'noticed'), lte(scheduledCharges.chargeOn, today(ctx.clock))))
    .orderBy(asc(scheduledCharges.id));
  const counts = { accepted: 0, declined: 0, unanswered: 0, refused: 0, retriesPlanned: 0 };
  for (const { id } of due) {
    const outcome = await chargeScheduled(ctx, id);
    if (outcome.status === 'skipped') continue;
    counts[outcome.status] += 1;
    if (outcome.status === 'declined' && outcome.retryOn) counts.retriesPlanned += 1;
  }
  return counts;
}
