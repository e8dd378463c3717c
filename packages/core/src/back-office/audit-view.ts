import { type AuditEntry, auditShapeOf, type BackOfficeRole } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { inArray } from '@lender/db/orm';
import { backOfficeUsers, clients } from '@lender/db/schema';
import type { AuditRecord } from '../audit/audit';
import { auditSnapshotView } from '../audit/money';
import { fullNameSql } from '../identity/name-parts';

/** The people an entry names, read once for a page of entries. */
interface People {
  users: ReadonlyMap<number, { name: string; role: BackOfficeRole }>;
  clients: ReadonlyMap<number, string>;
}

/** The back-office users a record names in its fields (`claimedBy`: `id:user` in `AUDIT_FIELDS`). */
function namedUserIds(record: AuditRecord): number[] {
  const fields = auditShapeOf(record.action)?.fields ?? {};
  const ids: number[] = [];
  for (const snapshot of [record.before, record.after]) {
    for (const [field, value] of Object.entries(snapshot ?? {})) {
      if (fields[field] === 'id:user' && typeof value === 'number') ids.push(value);
    }
  }
  return ids;
}

/**
 * Who acted and whom the fields name, for a page of records (issue 48: "Quién" is the person, not
 * "Back-office #1"): the users' names and roles, the borrowers' names, in two reads.
 */
async function peopleOf(db: Executor, records: readonly AuditRecord[]): Promise<People> {
  const userIds = new Set<number>();
  const clientIds = new Set<number>();
  for (const record of records) {
    if (record.actorType === 'user' && record.actorId !== null) userIds.add(record.actorId);
    if (record.actorType === 'client' && record.actorId !== null) clientIds.add(record.actorId);
    for (const id of namedUserIds(record)) userIds.add(id);
  }
  const users =
    userIds.size === 0
      ? []
      : await db
          .select({ id: backOfficeUsers.id, name: backOfficeUsers.name, role: backOfficeUsers.role })
          .from(backOfficeUsers)
          .where(inArray(backOfficeUsers.id, [...userIds]));
  const borrowers =
    clientIds.size === 0
      ? []
      : await db
          .select({ id: clients.id, name: fullNameSql })
          .from(clients)
          .where(inArray(clients.id, [...clientIds]));
  return {
    users: new Map(users.map((user) => [user.id, { name: user.name, role: user.role }])),
    clients: new Map(borrowers.map((client) => [client.id, client.name])),
  };
}

/** The actor as the back office shows it: its name (and role), or null when the account is gone. */
function actorOf(record: AuditRecord, people: People): AuditEntry['actor'] {
  const { actorType: type, actorId: id } = record;
  const user = type === 'user' && id !== null ? people.users.get(id) : undefined;
  const client = type === 'client' && id !== null ? people.clients.get(id) : undefined;
  return { type, id, name: user?.name ?? (client || null), role: user?.role ?? null };
}

/**
 * An audit record as the back office shows it (ADR 225, issues 16 and 48): money in the API's pesos,
 * the field-level changes — every top-level field of `before` or `after` whose value differs — and
 * the names of the people it names.
 */
function entryView(record: AuditRecord, people: People): AuditEntry {
  const before = auditSnapshotView(record.action, 'before', record.before);
  const after = auditSnapshotView(record.action, 'after', record.after);
  const userNames: Record<string, string> = {};
  for (const id of namedUserIds(record)) {
    const user = people.users.get(id);
    if (user) userNames[String(id)] = user.name;
  }
  return {
    id: record.id,
    actor: actorOf(record, people),
    action: record.action,
    entity: { type: record.entity, id: record.entityId },
    before,
    after,
    changes: fieldChanges(before, after),
    userNames,
    reason: record.reason,
    requestId: record.requestId,
    createdAt: record.createdAt.toISOString(),
  };
}

/** A page of audit records as the back office shows them, the people they name read once. */
export async function auditEntriesView(db: Executor, records: readonly AuditRecord[]): Promise<AuditEntry[]> {
  const people = await peopleOf(db, records);
  return records.map((record) => entryView(record, people));
}

/** The fields whose values differ between two snapshots, in the order they first appear. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Array<{ field: string; before: unknown; after: unknown }> {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
