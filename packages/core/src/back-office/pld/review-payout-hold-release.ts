import { payoutBeneficiaryChecks as checks } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { authorize } from '../authorize';
import { heldCheck, type ReleaseContext, stillHeld } from './payout-hold-release';

/**
 * `backOffice.reviewPayoutHoldRelease`: a second officer approves the request (the hold is
 * released: the gate lets the client's payouts go, signing is open again) or rejects it (the
 * request is withdrawn; the hold stays). `maker_cannot_approve` for the officer who asked;
 * `invalid_transition` when nobody asked.
 */
export async function reviewPayoutHoldRelease(
  ctx: ReleaseContext,
  {
    actorId,
    params: { id },
    body,
  }: { actorId: number; params: { id: number }; body: { approve: boolean; reason?: string | undefined } },
): Promise<{ payoutId: number; released: boolean }> {
  await authorize(ctx, actorId, 'compliance.decide');
  const held = await heldCheck(ctx.db, id);
  const maker = held.releaseRequestedBy;
  if (maker === null) throw new CoreError('invalid_transition', { params: { from: 'held', to: 'released' } });
  if (maker === actorId) throw new CoreError('maker_cannot_approve');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checks)
      .set(
        body.approve
          ? { releasedBy: actorId, releasedAt: now }
          : { releaseRequestedBy: null, releaseReason: null, releaseRequestedAt: null },
      )
      .where(stillHeld(id, maker))
      .returning();
    if (!row) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: body.approve ? 'aml.payout_hold_release' : 'aml.payout_hold_release_reject',
      entity: 'client',
      entityId: row.clientId,
      after: { payout: String(id), requestedBy: maker },
      reason: body.reason?.trim() || held.releaseReason || undefined,
    });
  });
  return { payoutId: id, released: body.approve };
}
