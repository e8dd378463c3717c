import type { CollectionClaim } from '@lender/contracts';
import { collectionClaims } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { claimOf, lockOverdueLoan } from './collection-claims';
import type { CollectionsContext } from './collection-context';

/**
 * `backOffice.collectionsClaim`: claims an overdue loan for `userId`: others see who works it, and only the claimer logs contacts
 * on it. Claimed by another: `already_claimed` unless `takeOver` (audited). A loan that is not open
 * and overdue: `invalid_transition`. Claiming one's own case again changes nothing.
 */
export async function collectionsClaim(
  ctx: Pick<CollectionsContext, 'db' | 'clock' | 'audit'>,
  {
    actorId: userId,
    params: { id: loanId },
    body: { takeOver },
  }: { actorId: number; params: { id: number }; body: { takeOver: boolean } },
): Promise<CollectionClaim> {
  const { db, clock, audit } = ctx;
  return db.transaction(async (tx) => {
    await lockOverdueLoan(tx, loanId);
    const current = await claimOf(tx, loanId);
    if (current && current.userId !== userId && !takeOver) {
      throw new CoreError('already_claimed', { params: { userId: current.userId } });
    }
    if (current?.userId === userId) return current;
    const now = clock.now();
    await tx
      .insert(collectionClaims)
      .values({ loanId, userId, claimedAt: now })
      .onConflictDoUpdate({ target: collectionClaims.loanId, set: { userId, claimedAt: now } });
    await audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: current ? 'collections.claim_take_over' : 'collections.claim',
      entity: 'loan',
      entityId: loanId,
      before: { claimedBy: current?.userId ?? null },
      after: { claimedBy: userId },
    });
    return (await claimOf(tx, loanId)) as CollectionClaim;
  });
}
