import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { ManualClaim } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { applications, backOfficeUsers, manualClaims } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';

/**
 * Claims a case in manual verification for the actor (issue 16, ADR 241): others see who works on
 * it, and a decision by someone else is `already_claimed`. A case claimed by another is
 * `already_claimed` unless `takeOver`; claiming one's own case again changes nothing. Audited.
 */
export async function claimApplication(
  ctx: { readonly db: Database; readonly clock: Clock; readonly audit: AuditService },
  { actorId: userId, params, body }: { actorId: number; params: { id: number }; body: { takeOver: boolean } },
): Promise<ManualClaim> {
  const applicationId = params.id;
  const { takeOver } = body;
  return ctx.db.transaction(async (tx) => {
    const [app] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!app) throw new CoreError('not_found');
    if (app.status !== APPLICATION_STATUS.manualVerification) {
      throw new CoreError('invalid_transition', { params: { from: app.status, to: 'claimed' } });
    }
    const [current] = await tx
      .select()
      .from(manualClaims)
      .where(eq(manualClaims.applicationId, applicationId));
    if (current && current.userId !== userId && !takeOver) {
      throw new CoreError('already_claimed', { params: { userId: current.userId } });
    }
    const now = ctx.clock.now();
    if (!current || current.userId !== userId) {
      await tx
        .insert(manualClaims)
        .values({ applicationId, userId, claimedAt: now })
        .onConflictDoUpdate({ target: manualClaims.applicationId, set: { userId, claimedAt: now } });
      await ctx.audit.record(tx, {
        actor: { type: 'user', id: userId },
        action: current ? 'application.claim_take_over' : 'application.claim',
        entity: 'application',
        entityId: applicationId,
        before: { claimedBy: current?.userId ?? null },
        after: { claimedBy: userId },
      });
    }
    const [user] = await tx
      .select({ name: backOfficeUsers.name })
      .from(backOfficeUsers)
      .where(eq(backOfficeUsers.id, userId));
    const claimedAt = current && current.userId === userId ? current.claimedAt : now;
    return { applicationId, userId, name: user?.name ?? '', claimedAt: claimedAt.toISOString() };
  });
}
