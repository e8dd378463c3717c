import type { AuditEntry } from '@lender/contracts';
import type { AuditRecord } from '../audit/audit';
import { auditSnapshotView } from '../audit/money';

/**
 * An audit record as the back office shows it (ADR 225, issue 16): money in the API's pesos, and
 * the field-level changes — every top-level field of `before` or `after` whose value differs.
 */
export function auditEntryView(record: AuditRecord): AuditEntry {
  const before = auditSnapshotView(record.action, 'before', record.before);
  const after = auditSnapshotView(record.action, 'after', record.after);
  return {
    id: record.id,
    actor: { type: record.actorType, id: record.actorId },
    action: record.action,
    entity: { type: record.entity, id: record.entityId },
    before,
    after,
    changes: fieldChanges(before, after),
    reason: record.reason,
    requestId: record.requestId,
    createdAt: record.createdAt.toISOString(),
  };
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
