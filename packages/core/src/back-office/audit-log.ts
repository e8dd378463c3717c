import type { AuditEntry, AuditQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import { auditEntriesView } from './audit-view';
import { mexicoCityStart } from './lists/list-helpers';
import type { Page } from './operations-model';

/** A day in milliseconds: the audit log's `to` date is included whole. */
const DAY_MS = 86_400_000;

/**
 * The append-only audit log, newest first (admins only, ADR 225): by entity, actor, action and
 * Mexico City business dates (both ends included; the city keeps UTC−6 all year). Money shows in
 * pesos as everywhere in the API (stored in centavos), who acted by name.
 */
export async function auditLog(
  ctx: { readonly db: Database; readonly audit: Pick<AuditService, 'list'> },
  query: AuditQuery,
): Promise<Page<AuditEntry>> {
  const { page, perPage, entityType, entityId, actorType, actorId, action, from, to } = query;
  const result = await ctx.audit.list(
    {
      ...(entityType !== undefined && { entity: entityType }),
      ...(entityId !== undefined && { entityId }),
      ...(actorType !== undefined && { actorType }),
      ...(actorId !== undefined && { actorId }),
      ...(action !== undefined && { action }),
      ...(from !== undefined && { from: mexicoCityStart(from) }),
      ...(to !== undefined && { to: new Date(mexicoCityStart(to).getTime() + DAY_MS) }),
    },
    { page, perPage },
  );
  return {
    items: await auditEntriesView(ctx.db, result.items),
    total: result.total,
    totalEstimated: result.totalEstimated,
  };
}
