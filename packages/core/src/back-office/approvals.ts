import { APPROVAL_DECIDE_PERMISSION, type ApprovalQuery, type ApprovalRequest } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, count, desc, eq, ne, type SQL, sql } from '@lender/db/orm';
import { alias } from '@lender/db/pg-core';
import { type ApprovalKind, approvalRequests, backOfficeUsers } from '@lender/db/schema';
import type { AuditService, AuditSnapshot } from '../audit/audit';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Page, PageRequest } from './operations-model';
import { assertRoleCan } from './permissions';
import { staleOrMissing } from './versioned';

type RequestRow = typeof approvalRequests.$inferSelect;

/**
 * Runs an approved request's action (ADR 056) and returns what it did. It must be idempotent per
 * request (a ledger reference naming the request, a conditional status change), as two checkers
 * approving at once may both reach it; the request is marked approved after it succeeds.
 */
export type ApprovalExecutor = (request: RequestRow, checkerId: number) => Promise<ApprovalFields>;

/**
 * A request's payload, or what its approval did: fields `AUDIT_FIELDS` declares for approvals, as
 * both are written into the approval's audit entries (issue 48: each has its words).
 */
export type ApprovalFields = AuditSnapshot<'approval.request'>;

/** Maker-checker requests (issue 16, ADR 056). */
export interface ApprovalsService {
  /** Files a request; one pending request per kind and entity (`conflict` otherwise). */
  request(
    makerId: number,
    input: {
      kind: ApprovalKind;
      entity: string;
      entityId: string | number;
      payload: ApprovalFields;
      reason: string;
    },
  ): Promise<ApprovalRequest>;
  list(
    filter: Omit<ApprovalQuery, 'page' | 'perPage'>,
    callerId: number,
    page: PageRequest,
  ): Promise<Page<ApprovalRequest>>;
  get(id: number): Promise<ApprovalRequest>;
  forEntity(entity: string, entityId: string | number): Promise<ApprovalRequest[]>;
  /** Another admin approves: the action runs, then the request is `approved` (maker: `maker_cannot_approve`). */
  approve(
    checkerId: number,
    id: number,
    input: { version: number; reason?: string | undefined },
  ): Promise<ApprovalRequest>;
  /** Another admin rejects (maker: `maker_cannot_approve`; they cancel instead). */
  reject(
    checkerId: number,
    id: number,
    input: { version: number; reason?: string | undefined },
  ): Promise<ApprovalRequest>;
  /** The maker withdraws their own pending request (anyone else: `forbidden`). */
  cancel(makerId: number, id: number, input: { version: number }): Promise<ApprovalRequest>;
}

export function createApprovalsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  executors: () => Record<ApprovalKind, ApprovalExecutor>;
}): ApprovalsService {
  const { db, clock, audit } = deps;
  const maker = alias(backOfficeUsers, 'maker');
  const checker = alias(backOfficeUsers, 'checker');

  const select = () =>
    db
      .select({ request: approvalRequests, makerName: maker.name, checkerName: checker.name })
      .from(approvalRequests)
      .innerJoin(maker, eq(maker.id, approvalRequests.makerId))
      .leftJoin(checker, eq(checker.id, approvalRequests.checkerId));

  const viewOf = (row: {
    request: RequestRow;
    makerName: string;
    checkerName: string | null;
  }): ApprovalRequest => ({
    id: row.request.id,
    kind: row.request.kind,
    entity: { type: row.request.entity, id: row.request.entityId },
    payload: row.request.payload,
    status: row.request.status,
    maker: { id: row.request.makerId, name: row.makerName },
    checker:
      row.request.checkerId === null ? null : { id: row.request.checkerId, name: row.checkerName ?? '' },
    reason: row.request.reason,
    decisionReason: row.request.decisionReason,
    result: row.request.result,
    version: row.request.version,
    createdAt: row.request.createdAt.toISOString(),
    decidedAt: row.request.decidedAt?.toISOString() ?? null,
  });

  const get = async (id: number) => {
    const [row] = await select().where(eq(approvalRequests.id, id));
    if (!row) throw new CoreError('not_found');
    return viewOf(row);
  };

  /** Moves a pending request at `version` to `status`, or explains why not. */
  const settle = async (
    tx: Executor,
    id: number,
    version: number,
    patch: Partial<typeof approvalRequests.$inferInsert>,
  ) => {
    const [row] = await tx
      .update(approvalRequests)
      .set({ ...patch, version: sql`${approvalRequests.version} + 1`, decidedAt: clock.now() })
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
  };

  const loadPending = async (id: number, version: number) => {
    const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    if (!row) throw new CoreError('not_found');
    if (row.version !== version) staleOrMissing(row);
    if (row.status !== 'pending') {
      throw new CoreError('invalid_transition', { params: { from: row.status, to: 'decided' } });
    }
    return row;
  };

  /**
   * A checker decides only the kinds their role may (ADR 110): money requests need
   * `approvals.decide`, settings changes `settings.approve` (403 `forbidden` naming it).
   */
  const assertMayDecide = async (checkerId: number, request: RequestRow) => {
    const [user] = await db
      .select({ role: backOfficeUsers.role })
      .from(backOfficeUsers)
      .where(eq(backOfficeUsers.id, checkerId));
    if (!user) throw new CoreError('forbidden');
    assertRoleCan(user.role, APPROVAL_DECIDE_PERMISSION[request.kind]);
  };

  const record = (
    tx: Executor,
    actorId: number,
    action: 'approval.approve' | 'approval.reject' | 'approval.cancel',
    before: RequestRow,
    after: RequestRow,
    reason?: string,
  ) =>
    audit.record(tx, {
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

  return {
    async request(makerId, input) {
      const [created] = await db
        .insert(approvalRequests)
        .values({
          kind: input.kind,
          entity: input.entity,
          entityId: String(input.entityId),
          payload: input.payload,
          makerId,
          reason: input.reason,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        throw new CoreError('conflict', {
          message: 'A request of this kind is already pending for this record.',
        });
      }
      await audit.record(db, {
        actor: { type: 'user', id: makerId },
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
      return get(created.id);
    },

    async list(filter, callerId, page) {
      const conditions: SQL[] = [eq(approvalRequests.status, filter.status)];
      if (filter.kind) conditions.push(eq(approvalRequests.kind, filter.kind));
      if (filter.actionable) conditions.push(ne(approvalRequests.makerId, callerId));
      const where = and(...conditions);
      const [totals] = await db.select({ total: count() }).from(approvalRequests).where(where);
      const rows = await select()
        .where(where)
        .orderBy(desc(approvalRequests.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage);
      return { total: totals?.total ?? 0, items: rows.map(viewOf) };
    },

    get,

    async forEntity(entity, entityId) {
      const rows = await select()
        .where(and(eq(approvalRequests.entity, entity), eq(approvalRequests.entityId, String(entityId))))
        .orderBy(desc(approvalRequests.id));
      return rows.map(viewOf);
    },

    async approve(checkerId, id, input) {
      const pending = await loadPending(id, input.version);
      if (pending.makerId === checkerId) throw new CoreError('maker_cannot_approve');
      await assertMayDecide(checkerId, pending);
      const result = await deps.executors()[pending.kind](pending, checkerId);
      await db.transaction(async (tx) => {
        const after = await settle(tx, id, input.version, {
          status: 'approved',
          checkerId,
          decisionReason: input.reason ?? null,
          result,
        });
        await record(tx, checkerId, 'approval.approve', pending, after, input.reason);
      });
      return get(id);
    },

    async reject(checkerId, id, input) {
      const pending = await loadPending(id, input.version);
      if (pending.makerId === checkerId) throw new CoreError('maker_cannot_approve');
      await assertMayDecide(checkerId, pending);
      await db.transaction(async (tx) => {
        const after = await settle(tx, id, input.version, {
          status: 'rejected',
          checkerId,
          decisionReason: input.reason ?? null,
        });
        await record(tx, checkerId, 'approval.reject', pending, after, input.reason);
      });
      return get(id);
    },

    async cancel(makerId, id, input) {
      const pending = await loadPending(id, input.version);
      if (pending.makerId !== makerId) {
        throw new CoreError('forbidden', { message: 'Only the maker may cancel a request.' });
      }
      await db.transaction(async (tx) => {
        const after = await settle(tx, id, input.version, { status: 'cancelled' });
        await record(tx, makerId, 'approval.cancel', pending, after);
      });
      return get(id);
    },
  };
}
