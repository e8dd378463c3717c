import { and, eq } from '@lender/db/orm';
import { collectionClaims } from '@lender/db/schema';
import type { CollectionsContext } from './collection-context';

/** `backOffice.collectionsRelease`: releases one's own claim on a case (a no-op when there is none); audited. */
export async function collectionsRelease(
  ctx: Pick<CollectionsContext, 'db' | 'audit'>,
  { actorId: userId, params: { id: loanId } }: { actorId: number; params: { id: number } },
): Promise<null> {
  const { db, audit } = ctx;
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(collectionClaims)
      .where(and(eq(collectionClaims.loanId, loanId), eq(collectionClaims.userId, userId)))
      .returning();
    if (gone) {
      await audit.record(tx, {
        actor: { type: 'user', id: userId },
        action: 'collections.claim_release',
        entity: 'loan',
        entityId: loanId,
        before: { claimedBy: userId },
        after: { claimedBy: null },
      });
    }
  });
  return null;
}
