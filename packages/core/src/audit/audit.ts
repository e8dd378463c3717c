import { AsyncLocalStorage } from 'node:async_hooks';
import type { AUDIT_FIELDS, AuditAction, AuditIdKind, AuditValueKind } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { boundedCount, executeTextNamed } from '@lender/db';
import { and, desc, eq, gte, inArray, like, lt, not, notInArray, type SQL, sql } from '@lender/db/orm';
import { type ApprovalKind, approvalRequests, auditLog } from '@lender/db/schema';
import type { Clock } from '../clock';
import { maskForAudit } from './mask';
import type { AuditMoney } from './money';

/** Who acted: a back-office user, the borrower, or the system (jobs, provider callbacks). */
export type AuditActor = { type: 'user'; id: number } | { type: 'client'; id: number } | { type: 'system' };

/** The actor types, checked against {@link AuditActor} at compile time. */
export const AUDIT_ACTOR_TYPES = ['user', 'client', 'system'] as const satisfies ReadonlyArray<
  AuditActor['type']
>;

/** A value of a kind of `AUDIT_FIELDS`: tagged money, numbers, text, codes, ids; objects as they are. */
type AuditValueOf<Kind> = Kind extends 'money'
  ? AuditMoney
  : Kind extends 'centavos' | 'bps' | 'percent' | 'share' | 'count' | 'days'
    ? number
    : Kind extends 'date' | 'instant' | 'text' | 'bank' | 'record'
      ? string
      : Kind extends 'boolean'
        ? boolean
        : Kind extends `id:${AuditIdKind}`
          ? number
          : Kind extends AuditValueKind
            ? string | number
            : unknown;

/**
 * A `before` or `after` of `action`: only the fields `AUDIT_FIELDS` declares for it (issue 48: a
 * field the back-office has no words for does not compile), each a value of its kind or a list.
 */
export type AuditSnapshot<Action extends AuditAction> = {
  readonly [Field in keyof (typeof AUDIT_FIELDS)[Action]['fields']]?:
    | AuditValueOf<(typeof AUDIT_FIELDS)[Action]['fields'][Field]>
    | readonly AuditValueOf<(typeof AUDIT_FIELDS)[Action]['fields'][Field]>[]
    | null
    | undefined;
};

/** One change to record, of one action. `before`/`after` are masked before they are stored. */
interface AuditEntryOf<Action extends AuditAction> {
  actor: AuditActor;
  /**
   * Dotted verb: `client.block`, `loan.write_off`, … — one of `AUDIT_ACTIONS` of
   * `@lender/contracts` (`application.status.<status>` for `application.status`).
   */
  action: Action extends 'application.status' ? `application.status.${number}` : Action;
  /** The kind of thing changed, the action's in `AUDIT_FIELDS`. */
  entity: (typeof AUDIT_FIELDS)[Action]['entity'];
  entityId: string | number;
  before?: AuditSnapshot<Action> | null;
  after?: AuditSnapshot<Action> | null;
  reason?: string;
  /** Defaults to the request id of the surrounding {@link withAuditContext}. */
  requestId?: string;
}

/** One change to record: an entry of one of the actions of `AUDIT_FIELDS`. */
export type AuditEntry = { [Action in AuditAction]: AuditEntryOf<Action> }[AuditAction];

/** A stored audit row as services and the back-office read it. */
export interface AuditRecord {
  id: number;
  actorType: AuditActor['type'];
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  requestId: string | null;
  createdAt: Date;
}

/** Filters of {@link AuditService.list}; all optional, combined with AND. */
export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorType?: AuditActor['type'];
  actorId?: number;
  action?: string;
  from?: Date;
  to?: Date;
  /**
   * What the reader has no need to know (ADR 318): entries whose action starts with one of
   * `actionPrefixes`, whose entity is one of `entities`, or that concern a maker-checker request of
   * one of `approvalKinds`.
   */
  hidden?: { actionPrefixes: string[]; entities: string[]; approvalKinds: string[] };
}

/** Default and maximum page sizes of the audit list. */
export const AUDIT_DEFAULT_PER_PAGE = 50;
export const AUDIT_MAX_PER_PAGE = 200;

/** The append-only audit log (ADR 225). */
export interface AuditService {
  /**
   * Records one change inside the caller's transaction (`tx`), so the entry exists exactly when
   * the change does. Personal data in `before`/`after` is masked.
   */
  record(tx: Executor, entry: AuditEntry): Promise<{ id: number }>;
  /** Newest first. */
  list(
    filter: AuditFilter,
    page: { page: number; perPage: number },
  ): Promise<{ items: AuditRecord[]; total: number; totalEstimated: boolean }>;
}

interface AuditContext {
  requestId?: string;
}

const auditContext = new AsyncLocalStorage<AuditContext>();

/**
 * Runs `fn` with a request id that every {@link AuditService.record} inside it stores, so that
 * services deep in the core need not pass it around. The API wraps each request in it.
 */
export function withAuditContext<T>(context: AuditContext, fn: () => T): T {
  return auditContext.run(context, fn);
}

function snapshot(value: unknown): Record<string, unknown> | null {
  const masked = maskForAudit(value);
  if (masked === null) return null;
  if (typeof masked === 'object' && !Array.isArray(masked)) return masked as Record<string, unknown>;
  return { value: masked };
}

/** The conditions that leave out what the reader may not know. */
function hiddenConditions(hidden: NonNullable<AuditFilter['hidden']>): SQL[] {
  const conditions: SQL[] = hidden.actionPrefixes.map((prefix) =>
    not(like(auditLog.action, `${prefix.replace(/[\\%_]/g, '\\$&')}%`)),
  );
  if (hidden.entities.length > 0) conditions.push(notInArray(auditLog.entity, hidden.entities));
  if (hidden.approvalKinds.length > 0) {
    conditions.push(sql`not (${auditLog.entity} = 'approval' and ${auditLog.entityId} in (
      select ${approvalRequests.id}::text from ${approvalRequests}
      where ${inArray(approvalRequests.kind, hidden.approvalKinds as ApprovalKind[])}))`);
  }
  return conditions;
}

export function createAuditService(deps: { db: Database; clock: Clock }): AuditService {
  const { db, clock } = deps;
  return {
    async record(tx, entry) {
      const [row] = await tx
        .insert(auditLog)
        .values({
          actorType: entry.actor.type,
          actorId: entry.actor.type === 'system' ? null : entry.actor.id,
          action: entry.action,
          entity: entry.entity,
          entityId: String(entry.entityId),
          before: snapshot(entry.before),
          after: snapshot(entry.after),
          reason: entry.reason ?? null,
          requestId: entry.requestId ?? auditContext.getStore()?.requestId ?? null,
          createdAt: clock.now(),
        })
        .returning({ id: auditLog.id });
      return { id: row?.id as number };
    },

    async list(filter, page) {
      const conditions: SQL[] = [];
      if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
      if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
      if (filter.actorType !== undefined) conditions.push(eq(auditLog.actorType, filter.actorType));
      if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
      if (filter.from !== undefined) conditions.push(gte(auditLog.createdAt, filter.from));
      if (filter.to !== undefined) conditions.push(lt(auditLog.createdAt, filter.to));
      if (filter.hidden) conditions.push(...hiddenConditions(filter.hidden));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const perPage = Math.min(Math.max(1, page.perPage), AUDIT_MAX_PER_PAGE);
      const offset = (Math.max(1, page.page) - 1) * perPage;
      // The total is exact up to 1,000 entries, the planner's flagged estimate past it (issue 17, ADR 253):
      // counting the whole log was the whole cost of its first page.
      const [items, totals] = await Promise.all([
        executeTextNamed(
          db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(perPage).offset(offset),
        ),
        boundedCount(db, auditLog, where),
      ]);
      return { items, total: totals.total, totalEstimated: totals.estimated };
    },
  };
}
