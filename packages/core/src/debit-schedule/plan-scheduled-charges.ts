import { addDays } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, asc, eq, inArray, notExists, sql } from '@lender/db/orm';
import { loans, mandates, scheduledCharges } from '@lender/db/schema';
import { addBusinessDays } from '../calendar/business-days';
import { today } from '../clock';
import { quoteEarlyPayoff } from '../ledger/early-payoff';
import { OPEN_LOAN_STATUSES } from '../loans/loan-model';
import type { MandateRow } from '../mandates/mandate-gate';
import { pendingOf } from '../payments/payment-context';
import {
  chargeParts,
  type DebitScheduleContext,
  debitPayOf,
  PRE_NOTICE_LEAD_BUSINESS_DAYS,
  type ScheduledChargeRow,
} from './debit-schedule-model';
import { nextDebitDay } from './paydays';

/**
 * What a loan owes on `date` with its pending charges deducted (centavos, never below zero): the
 * amount a payday charge announces and never exceeds.
 */
export async function owedOn(
  ctx: Pick<DebitScheduleContext, 'loanAccount'>,
  tx: Executor,
  loanId: number,
  date: string,
): Promise<number> {
  const { payoff } = await quoteEarlyPayoff(ctx.loanAccount, tx, loanId, date);
  const pending = await pendingOf(tx, loanId, ['card', 'clabe']);
  return Math.max(0, payoff - pending.reduce((sum, payment) => sum + payment.amount, 0));
}

/**
 * The first day a new charge may be planned on: one its pre-notice still reaches in time (queued
 * {@link PRE_NOTICE_LEAD_BUSINESS_DAYS} business days before).
 */
export const earliestChargeDay = (ctx: Pick<DebitScheduleContext, 'clock'>) =>
  addBusinessDays(today(ctx.clock), PRE_NOTICE_LEAD_BUSINESS_DAYS);

/**
 * Plans the first attempt of every open loan's repayment under its live mandate that has none yet
 * (the CLABE's before the card's): on the first debit day from the due date, for what the loan will
 * owe then, whole or in parts of at most MXN 1,000 when the borrower chose so. Run twice, it plans
 * once (the attempt's unique key).
 */
export async function planScheduledCharges(ctx: DebitScheduleContext): Promise<{ planned: number }> {
  const candidates = await ctx.db
    .select({ mandate: mandates })
    .from(mandates)
    .innerJoin(loans, eq(loans.id, mandates.loanId))
    .where(
      and(
        eq(mandates.status, 'active'),
        inArray(loans.status, [...OPEN_LOAN_STATUSES]),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(scheduledCharges)
            .where(eq(scheduledCharges.loanId, mandates.loanId)),
        ),
      ),
    )
    .orderBy(asc(mandates.loanId), asc(mandates.method));
  let planned = 0;
  const seen = new Set<number>();
  for (const { mandate } of candidates) {
    if (seen.has(mandate.loanId)) continue;
    seen.add(mandate.loanId);
    planned += await ctx.db.transaction(async (tx) => {
      const pay = await debitPayOf(tx, mandate.loanId, today(ctx.clock));
      const from = [pay.dueDate, earliestChargeDay(ctx)].sort()[1] as string;
      const chargeOn = nextDebitDay(pay, pay.dueDate, addDays(from, -1), mandate.coversTo);
      if (!chargeOn) return 0;
      const amount = await owedOn(ctx, tx, mandate.loanId, chargeOn);
      const parts = chargeParts(Math.min(amount, mandate.maxAmount), mandate.splitInParts);
      return insertAttempts(
        ctx,
        tx,
        mandate,
        parts.map((part, index) => ({ part: index + 1, amount: part })),
        {
          attempt: 1,
          chargeOn,
        },
      );
    });
  }
  return { planned };
}

/** Inserts the attempts (one per part) of a payday; an attempt already planned is left as it is. */
export async function insertAttempts(
  ctx: Pick<DebitScheduleContext, 'clock'>,
  tx: Executor,
  mandate: MandateRow,
  parts: readonly { part: number; amount: number }[],
  at: { attempt: number; chargeOn: string; instalment?: number },
): Promise<number> {
  const rows = parts.filter((part) => part.amount > 0);
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(scheduledCharges)
    .values(
      rows.map((part) => ({
        clientId: mandate.clientId,
        loanId: mandate.loanId,
        mandateId: mandate.id,
        method: mandate.method,
        instalment: at.instalment ?? 1,
        part: part.part,
        attempt: at.attempt,
        amount: part.amount,
        chargeOn: at.chargeOn,
        createdAt: ctx.clock.now(),
        fake: mandate.fake,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: scheduledCharges.id });
  return inserted.length;
}

/** The borrower's next payday after `row`'s day (and late enough for a pre-notice), inside the mandate's dates. */
async function nextPaydayAfter(
  ctx: DebitScheduleContext,
  tx: Executor,
  row: ScheduledChargeRow,
  mandate: MandateRow,
): Promise<string | null> {
  const pay = await debitPayOf(tx, row.loanId, today(ctx.clock));
  const after = [row.chargeOn, addDays(earliestChargeDay(ctx), -1)].sort()[1] as string;
  return nextDebitDay(pay, pay.dueDate, after, mandate.coversTo);
}

/**
 * Plans the next attempt of a declined part on the borrower's next payday after it, inside the
 * mandate's dates; null when no payday is left in them.
 */
export async function planRetry(
  ctx: DebitScheduleContext,
  tx: Executor,
  row: ScheduledChargeRow,
  mandate: MandateRow,
): Promise<string | null> {
  const chargeOn = await nextPaydayAfter(ctx, tx, row, mandate);
  if (!chargeOn) return null;
  await insertAttempts(ctx, tx, mandate, [{ part: row.part, amount: row.amount }], {
    attempt: row.attempt + 1,
    chargeOn,
    instalment: row.instalment,
  });
  return chargeOn;
}

/**
 * Moves a noticed attempt whose day passed without a run to the borrower's next payday, planned to
 * be noticed again (ADR 372): nothing reached the bank, so it is the same attempt, not a further
 * one. Null when no payday is left in the mandate's dates (it stays where it was).
 */
export async function movePastCharge(
  ctx: DebitScheduleContext,
  tx: Executor,
  row: ScheduledChargeRow,
  mandate: MandateRow,
): Promise<string | null> {
  const chargeOn = await nextPaydayAfter(ctx, tx, row, mandate);
  if (!chargeOn) return null;
  const [moved] = await tx
    .update(scheduledCharges)
    .set({ chargeOn, status: 'planned', noticedAt: null })
    .where(and(eq(scheduledCharges.id, row.id), eq(scheduledCharges.status, 'noticed')))
    .returning({ id: scheduledCharges.id });
  return moved ? chargeOn : null;
}
