import { and, eq, isNull } from '@lender/db/orm';
import { amlClients, amlPayoutHolds } from '@lender/db/schema';
import type { AmlContext } from './aml-context';
import { payoutHold } from './payout-beneficiary';
import { screenClient } from './screen-client';

/**
 * Why a payout is held: `blocked_list`, `enhanced_review`, `due_diligence` (high risk without it),
 * `beneficiary_mismatch` (an earlier payout reached another person's account, ADR 327).
 */
export type PayoutHoldReason = 'blocked_list' | 'enhanced_review' | 'due_diligence' | 'beneficiary_mismatch';

/**
 * The gate every payout passes right before it is sent (issue 50; `loans/loan-payouts.ts`): the
 * client is screened again against the lists in force; a suspended client, one in enhanced review,
 * or a high-risk one without enhanced due diligence holds the payout (it stays pending and never
 * leaves, `aml_payout_holds` says why). Once the officer clears the way, the next run sends it.
 */
export async function amlPayoutClear(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'>,
  payout: { payoutId: number; clientId: number },
): Promise<boolean> {
  const state = await screenClient(ctx, payout.clientId, 'payout');
  const [row] = await ctx.db.select().from(amlClients).where(eq(amlClients.clientId, payout.clientId));
  const reason: PayoutHoldReason | null =
    state === 'suspended'
      ? 'blocked_list'
      : state === 'enhanced_review'
        ? 'enhanced_review'
        : row?.riskGrade === 'high' && !row.eddAt
          ? 'due_diligence'
          : (await payoutHold(ctx.db, payout.clientId))
            ? 'beneficiary_mismatch'
            : null;
  const now = ctx.clock.now();
  if (reason) {
    await ctx.db
      .insert(amlPayoutHolds)
      .values({ payoutId: payout.payoutId, clientId: payout.clientId, reason, heldAt: now })
      .onConflictDoUpdate({
        target: amlPayoutHolds.payoutId,
        set: { reason, releasedAt: null, releasedBy: null },
      });
    ctx.logger.info('payout held for anti-money-laundering review', { payoutId: payout.payoutId, reason });
    return false;
  }
  await ctx.db
    .update(amlPayoutHolds)
    .set({ releasedAt: now })
    .where(and(eq(amlPayoutHolds.payoutId, payout.payoutId), isNull(amlPayoutHolds.releasedAt)));
  return true;
}

/**
 * The gate a refund of a borrower's own money passes before it is sent (`back-office/refund-payouts.ts`):
 * the client is screened again, and one suspended by a blocked-persons list hit gets nothing: the
 * refund stays queued (the law freezes their money) until the suspension is lifted.
 */
export async function amlRefundClear(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'>,
  refund: { refundPayoutId: number; clientId: number },
): Promise<boolean> {
  if ((await screenClient(ctx, refund.clientId, 'payout')) !== 'suspended') return true;
  ctx.logger.info('refund held for anti-money-laundering review', { refundPayoutId: refund.refundPayoutId });
  return false;
}
