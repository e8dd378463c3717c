import type { Executor } from '@lender/db';
import { and, asc, eq, lte, ne, sql } from '@lender/db/orm';
import { mandates, scheduledCharges } from '@lender/db/schema';
import { addBusinessDays } from '../calendar/business-days';
import { today } from '../clock';
import { queuePreNotice } from './debit-notices';
import {
  type DebitScheduleContext,
  noticedInTime,
  PRE_NOTICE_LEAD_BUSINESS_DAYS,
} from './debit-schedule-model';
import { notDueOn } from './not-due-on';
import { owedOn } from './plan-scheduled-charges';

/**
 * Queues the pre-notice of every planned charge due within {@link PRE_NOTICE_LEAD_BUSINESS_DAYS}
 * business days, for what the loan owes by then (never more than planned): amount, date, method and
 * the "no me cobren" link. The parts of a split charge announce together no more than is owed: each
 * what is left after the loan's charges already announced and not yet sent (ADR 372). A charge whose
 * notice can no longer come two business days before it, or whose mandate stopped, or on a loan that
 * owes nothing or is no longer due by then (`notDueOn`), is `refused` without a notice. Run twice,
 * it notices once.
 */
export async function sendPreNotices(
  ctx: DebitScheduleContext,
): Promise<{ noticed: number; refused: number }> {
  const date = today(ctx.clock);
  const due = await ctx.db
    .select({ id: scheduledCharges.id })
    .from(scheduledCharges)
    .where(
      and(
        eq(scheduledCharges.status, 'planned'),
        lte(scheduledCharges.chargeOn, addBusinessDays(date, PRE_NOTICE_LEAD_BUSINESS_DAYS)),
      ),
    )
    .orderBy(asc(scheduledCharges.id));
  const result = { noticed: 0, refused: 0 };
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ row: scheduledCharges, mandate: mandates })
        .from(scheduledCharges)
        .innerJoin(mandates, eq(mandates.id, scheduledCharges.mandateId))
        .where(and(eq(scheduledCharges.id, id), eq(scheduledCharges.status, 'planned')))
        .for('update', { of: scheduledCharges });
      if (!found) return;
      const { row, mandate } = found;
      const refuse = async (code: string) => {
        await tx
          .update(scheduledCharges)
          .set({ status: 'refused', refusalCode: code })
          .where(eq(scheduledCharges.id, row.id));
        result.refused += 1;
      };
      if (mandate.status !== 'active') return refuse('mandate_revoked');
      if (!noticedInTime(date, row.chargeOn, mandate.preNoticeDays)) return refuse('charge_not_pre_noticed');
      if (await notDueOn(tx, row)) return refuse('charge_not_due');
      const owed = (await owedOn(ctx, tx, row.loanId, row.chargeOn)) - (await announcedOf(tx, row));
      const amount = Math.min(row.amount, owed);
      if (amount <= 0) return refuse('nothing_owed');
      const [noticed] = await tx
        .update(scheduledCharges)
        .set({ status: 'noticed', amount, noticedAt: ctx.clock.now() })
        .where(eq(scheduledCharges.id, row.id))
        .returning();
      if (noticed) await queuePreNotice(ctx, tx, noticed, mandate);
      result.noticed += 1;
    });
  }
  return result;
}

/** What the loan's other charges announced and not yet sent will take (centavos). */
async function announcedOf(tx: Executor, row: { id: number; loanId: number }): Promise<number> {
  const [found] = await tx
    .select({ sum: sql<string>`coalesce(sum(${scheduledCharges.amount}), 0)` })
    .from(scheduledCharges)
    .where(
      and(
        eq(scheduledCharges.loanId, row.loanId),
        eq(scheduledCharges.status, 'noticed'),
        ne(scheduledCharges.id, row.id),
      ),
    );
  return Number(found?.sum ?? 0);
}
