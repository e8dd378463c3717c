import { payoutBeneficiaryChecks as checks } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { authorize } from '../authorize';
import { heldCheck, type ReleaseContext, stillHeld } from './payout-hold-release';

/**
 * `backOffice.requestPayoutHoldRelease`: the officer who reviewed the case (the borrower's own
 * account proved, the CEP found) asks for the hold on payout `id` to be released, with a reason
 * (`required`). One request at a time (`conflict`); nothing is released yet.
 */
export async function requestPayoutHoldRelease(
  ctx: ReleaseContext,
  { actorId, params: { id }, body }: { actorId: number; params: { id: number }; body: { reason: string } },
): Promise<{ payoutId: number; requestedBy: number }> {
  await authorize(ctx, actorId, 'compliance.work');
  const reason = body.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  const held = await heldCheck(ctx.db, id);
  if (held.releaseRequestedBy !== null) throw new CoreError('conflict');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checks)
      .set({ releaseRequestedBy: actorId, releaseReason: reason, releaseRequestedAt: ctx.clock.now() })
      .where(stillHeld(id, null))
      .returning();
    if (!row) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: 'aml.payout_hold_release_request',
      entity: 'client',
      entityId: row.clientId,
      after: { payout: String(id) },
      reason,
    });
  });
  return { payoutId: id, requestedBy: actorId };
}
