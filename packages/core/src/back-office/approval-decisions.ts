import { APPROVAL_DECIDE_PERMISSION } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, eq, sql } from '@lender/db/orm';
import { approvalRequests, backOfficeUsers } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { ApprovalRow, ApprovalsContext } from './approval-rows';
import { assertRoleCan } from './permissions';
import { staleOrMissing } from './versioned';

// What approving, rejecting and cancelling a request share (ADR 056): the pending request at the
// version read, the checker's permission, the conditional move and its audit entry.

/** The request `id`, pending at `version` (`not_found`, `stale_version`, `invalid_transition`). */
export async function loadPending(db: Database, id: number, version: number): Promise<ApprovalRow> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) throw new CoreError('not_found');
  if (row.version !== version) staleOrMissing(row);
  if (row.status !== 'pending') {
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'decided' } });
  }
  return row;
}

/**
 * A checker decides only the kinds their role may (ADR 110): money requests need
 * `approvals.decide`, settings changes `settings.approve` (403 `forbidden` naming it).
 */
export async function assertMayDecide(db: Database, checkerId: number, request: ApprovalRow): Promise<void> {
  const [user] = await db
    .select({ role: backOfficeUsers.role })
    .from(backOfficeUsers)
    .where(eq(backOfficeUsers.id, checkerId));
  if (!user) throw new CoreError('forbidden');
  assertRoleCan(user.role, APPROVAL_DECIDE_PERMISSION[request.kind]);
}

/** Moves a pending request at `version` to `patch.status`, or explains why not. */
export async function settleRequest(
  ctx: Pick<ApprovalsContext, 'clock'>,
  tx: Executor,
  id: number,
  version: number,
  patch: Partial<typeof approvalRequests.$inferInsert>,
): Promise<ApprovalRow> {
  const [row] = await tx
    .update(approvalRequests)
    .set({ ...patch, version: sql`${approvalRequests.version} + 1`, decidedAt: ctx.clock.now() })
    .where(
      and(
        eq(approvalRequests.id, id),
        eq(approvalRequests.version, version),
        eq(approvalRequests.status, 'pending'),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (current && current.version === version) {
    throw new CoreError('invalid_transition', { params: { from: current.status, to: patch.status ?? '' } });
  }
  return staleOrMissing(current);
}

/** The audit entry of a decision on a request. */
export async function recordDecision(
  ctx: Pick<ApprovalsContext, 'audit'>,
  tx: Executor,
  actorId: number,
  action: 'approval.approve' | 'approval.reject' | 'approval.cancel',
  before: ApprovalRow,
  after: ApprovalRow,
  reason?: string,
): Promise<void> {
  await ctx.audit.record(tx, {
    actor: { type: 'user', id: actorId },
    action,
    entity: 'approval',
    entityId: after.id,
    before: { status: before.status },
    after: {
      status: after.status,
      kind: after.kind,
      entity: `${after.entity}:${after.entityId}`,
      ...(after.result ?? {}),
    },
    ...(reason !== undefined && { reason }),
  });
}
