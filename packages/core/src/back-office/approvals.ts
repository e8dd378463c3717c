import type { ApprovalQuery, ApprovalRequest } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, count, desc, eq, ne, notInArray, type SQL } from '@lender/db/orm';
import { type ApprovalKind, approvalRequests } from '@lender/db/schema';
import type { AuditActor, AuditSnapshot } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { approval } from './approval';
import { hiddenApprovalKinds } from './approval-need-to-know';
import { type ApprovalRow, type ApprovalsContext, approvalView, selectApprovals } from './approval-rows';
import { authorize } from './authorize';
import type { Page } from './operations-model';

/**
 * Runs an approved request's action (ADR 056) and returns what it did. It must be idempotent per
 * request (a ledger reference naming the request, a conditional status change), as two checkers
 * approving at once may both reach it; the request is marked approved after it succeeds.
 */
export type ApprovalExecutor = (request: ApprovalRow, checkerId: number) => Promise<ApprovalFields>;

/** The action of each kind of request, run when a checker approves it (wired in `admin.ts`). */
export type ApprovalExecutors = Readonly<Record<ApprovalKind, ApprovalExecutor>>;

/**
 * A request's payload, or what its approval did: fields `AUDIT_FIELDS` declares for approvals, as
 * both are written into the approval's audit entries (issue 48: each has its words).
 */
export type ApprovalFields = AuditSnapshot<'approval.request'>;

/** What a maker asks for: one pending request per kind and entity. */
export interface ApprovalAsked {
  kind: ApprovalKind;
  entity: string;
  entityId: string | number;
  payload: ApprovalFields;
  reason: string;
}

/**
 * The inbox of maker-checker requests, newest first; `actionable` leaves out the caller's own, and
 * the kinds the caller's role has no need to know (`approval-need-to-know.ts`) are never listed.
 */
export async function approvals(
  ctx: Pick<ApprovalsContext, 'db'>,
  { actorId: callerId, query: { page, perPage, ...filter } }: { actorId: number; query: ApprovalQuery },
): Promise<Page<ApprovalRequest>> {
  const role = await authorize(ctx, callerId, 'approvals.read');
  const hidden = hiddenApprovalKinds(role);
  const conditions: SQL[] = [eq(approvalRequests.status, filter.status)];
  if (hidden.length > 0) conditions.push(notInArray(approvalRequests.kind, hidden));
  if (filter.kind) conditions.push(eq(approvalRequests.kind, filter.kind));
  if (filter.actionable) conditions.push(ne(approvalRequests.makerId, callerId));
  const where = and(...conditions);
  const [totals] = await ctx.db.select({ total: count() }).from(approvalRequests).where(where);
  const rows = await selectApprovals(ctx.db)
    .where(where)
    .orderBy(desc(approvalRequests.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: totals?.total ?? 0, items: rows.map(approvalView) };
}

/**
 * Files a maker's request (issue 16, ADR 056), audited; a second pending request of the same kind
 * and entity is `conflict`. The settings, loan and reconciliation requests go through here.
 */
export async function requestApproval(
  ctx: ApprovalsContext,
  makerId: number,
  input: ApprovalAsked,
): Promise<ApprovalRequest> {
  const created = await fileApproval(ctx, ctx.db, makerId, input);
  if (!created) {
    throw new CoreError('conflict', {
      message: 'A request of this kind is already pending for this record.',
    });
  }
  return approval(ctx, { params: { id: created.id } });
}

/**
 * Inserts a pending request and audits it in `tx` (by `actor`, the maker unless the platform filed
 * it); null, and nothing written, when one of its kind and entity is already pending.
 */
export async function fileApproval(
  ctx: Pick<ApprovalsContext, 'clock' | 'audit'>,
  tx: Executor,
  makerId: number,
  input: ApprovalAsked,
  actor: AuditActor = { type: 'user', id: makerId },
): Promise<ApprovalRow | null> {
  const [created] = await tx
    .insert(approvalRequests)
    .values({
      kind: input.kind,
      entity: input.entity,
      entityId: String(input.entityId),
      payload: input.payload,
      makerId,
      reason: input.reason,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await ctx.audit.record(tx, {
    actor,
    action: 'approval.request',
    entity: 'approval',
    entityId: created.id,
    after: {
      kind: created.kind,
      entity: `${created.entity}:${created.entityId}`,
      status: 'pending',
      ...created.payload,
    },
    reason: input.reason,
  });
  return created;
}
