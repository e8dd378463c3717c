import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { manualClaims } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';

/** Releases one's own claim on a manual case (a no-op when there is none); audited. */
export async function releaseApplication(
  ctx: { readonly db: Database; readonly audit: AuditService },
  { actorId: userId, params }: { actorId: number; params: { id: number } },
): Promise<null> {
  const applicationId = params.id;
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(manualClaims)
      .where(and(eq(manualClaims.applicationId, applicationId), eq(manualClaims.userId, userId)))
      .returning();
    if (gone) {
      await ctx.audit.record(tx, {
        actor: { type: 'user', id: userId },
        action: 'application.claim_release',
        entity: 'application',
        entityId: applicationId,
        before: { claimedBy: userId },
        after: { claimedBy: null },
      });
    }
  });
  return null;
}
