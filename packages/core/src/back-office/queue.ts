import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application, ManualClaim } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { applications, backOfficeUsers, manualClaims } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';

/** Decides one manual case (`backOffice.decideManualCase`). */
export type DecideManualCase = (
  actor: { userId: number },
  applicationId: number,
  request: { decision: 'approve' },
  reason: string,
) => Promise<Application>;

/** Claims and bulk approval of the manual-verification queue (issue 16, ADR 241). */
export interface ManualQueueService {
  /**
   * Claims a case in manual verification for `userId` (others see who works on it; a decision by
   * someone else is `already_claimed`). A case claimed by another is `already_claimed` unless
   * `takeOver`. Claiming one's own case again changes nothing.
   */
  claim(userId: number, applicationId: number, takeOver: boolean): Promise<ManualClaim>;
  /** Releases one's own claim (a no-op when there is none). */
  release(userId: number, applicationId: number): Promise<void>;
  /** Approves each case at its asked amount, one by one; a case that cannot be approved says why. */
  bulkApprove(
    userId: number,
    applicationIds: readonly number[],
    reason: string,
  ): Promise<
    Array<{ applicationId: number; approved: boolean; code: string | null; application: Application | null }>
  >;
}

export function createManualQueueService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  decide: DecideManualCase;
}): ManualQueueService {
  const { db, clock, audit } = deps;
  return {
    async claim(userId, applicationId, takeOver) {
      return db.transaction(async (tx) => {
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
        const now = clock.now();
        if (!current || current.userId !== userId) {
          await tx
            .insert(manualClaims)
            .values({ applicationId, userId, claimedAt: now })
            .onConflictDoUpdate({ target: manualClaims.applicationId, set: { userId, claimedAt: now } });
          await audit.record(tx, {
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
    },

    async release(userId, applicationId) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(manualClaims)
          .where(and(eq(manualClaims.applicationId, applicationId), eq(manualClaims.userId, userId)))
          .returning();
        if (gone) {
          await audit.record(tx, {
            actor: { type: 'user', id: userId },
            action: 'application.claim_release',
            entity: 'application',
            entityId: applicationId,
            before: { claimedBy: userId },
            after: { claimedBy: null },
          });
        }
      });
    },

    async bulkApprove(userId, applicationIds, reason) {
      const results = [];
      for (const applicationId of [...new Set(applicationIds)]) {
        try {
          const application = await deps.decide({ userId }, applicationId, { decision: 'approve' }, reason);
          results.push({ applicationId, approved: true, code: null, application });
        } catch (error) {
          if (!(error instanceof CoreError)) throw error;
          const code = error.code;
          results.push({ applicationId, approved: false, code, application: null });
        }
      }
      return results;
    },
  };
}
