import { type AuditEntry, type AuditQuery, type BackOfficeRole, roleCan } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import { hiddenApprovalKinds } from './approval-need-to-know';
import { auditEntriesView } from './audit-view';
import { authorize } from './authorize';
import { mexicoCityStart } from './lists/list-helpers';
import type { Page } from './operations-model';

/** A day in milliseconds: the audit log's `to` date is included whole. */
const DAY_MS = 86_400_000;

/**
 * The append-only audit log, newest first (admins only, ADR 225): by entity, actor, action and
 * Mexico City business dates (both ends included; the city keeps UTC−6 all year). Money shows in
 * pesos as everywhere in the API (stored in centavos), who acted by name. Read by a back-office user
 * (`actorId`), it leaves out what their role has no need to know (ADR 318): the compliance
 * register's entries and the maker-checker requests hidden from their inbox.
 */
export async function auditLog(
  ctx: { readonly db: Database; readonly audit: Pick<AuditService, 'list'> },
  { actorId: callerId, query }: { actorId?: number; query: AuditQuery },
): Promise<Page<AuditEntry>> {
  const { page, perPage, entityType, entityId, actorType, actorId, action, from, to } = query;
  const role = callerId === undefined ? undefined : await authorize(ctx, callerId, 'audit.read');
  const result = await ctx.audit.list(
    {
      ...(role !== undefined && { hidden: hiddenFrom(role) }),
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

/** The compliance register's entries (actions `aml.*`, its entities) are the officer's and the auditor's. */
const COMPLIANCE_ENTITIES = ['aml_alert', 'aml_match', 'aml_report', 'watchlist'];

function hiddenFrom(role: BackOfficeRole) {
  const compliance = roleCan(role, 'compliance.read');
  return {
    actionPrefixes: compliance ? [] : ['aml.'],
    entities: compliance ? [] : COMPLIANCE_ENTITIES,
    approvalKinds: hiddenApprovalKinds(role),
  };
}
