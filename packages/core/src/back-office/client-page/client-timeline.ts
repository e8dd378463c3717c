import type { AuditEntry } from '@lender/contracts';
import { and, count, desc, eq, or, type SQL, sql } from '@lender/db/orm';
import { auditLog } from '@lender/db/schema';
import { auditEntriesView } from '../audit-view';
import type { Page, PageRequest } from '../operations-model';
import { type ClientPageContext, requireClient } from './client-page-context';

/**
 * `backOffice.clientTimeline`: the audit entries about the client, its applications, loans, payments
 * and cards, or by the client, newest first, a page of them.
 */
export async function clientTimeline(
  ctx: Pick<ClientPageContext, 'db'>,
  { params: { id: clientId }, query: page }: { params: { id: number }; query: PageRequest },
): Promise<Page<AuditEntry>> {
  const { db } = ctx;
  await requireClient(db, clientId);
  const id = String(clientId);
  const owned = (entity: string, table: string): SQL =>
    sql`(${auditLog.entity} = ${entity} and ${auditLog.entityId} in (select t.id::text from ${sql.identifier(table)} t where t.client_id = ${clientId}))`;
  const where = or(
    and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, id)),
    and(eq(auditLog.actorType, 'client'), eq(auditLog.actorId, clientId)),
    owned('application', 'applications'),
    owned('loan', 'loans'),
    owned('payment', 'payments'),
    owned('payment_card', 'payment_cards'),
  );
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { total: totals?.total ?? 0, items: await auditEntriesView(db, rows) };
}
