import { fullNameOf } from '@lender/contracts';
import { and, count, desc, eq, sql } from '@lender/db/orm';
import { amlClients, approvalRequests, clients, amlMatches as matchRows } from '@lender/db/schema';
import type { AmlContext } from './aml-context';

/** A match as the officer's screen shows it, with the client's state and risk grade. */
export interface AmlMatchView {
  id: number;
  clientId: number;
  clientName: string;
  list: 'uif_blocked' | 'sanctions' | 'pep' | 'own';
  entryName: string;
  score: number;
  reasons: string[];
  status: 'open' | 'confirmed' | 'cleared' | 'delisted';
  clearedBy: number | null;
  clearedReason: string | null;
  clearedAt: string | null;
  clientState: 'clear' | 'enhanced_review' | 'suspended' | null;
  riskGrade: 'low' | 'medium' | 'high' | null;
  riskReasons: string[];
  createdAt: string;
  /** A blocked-persons list clearance waiting for its checker (maker-checker, `compliance.match`). */
  pendingClearance: { approvalId: number; version: number; makerId: number; reason: string } | null;
}

/** `backOffice.amlMatches`: the matches, newest first (`status` filters), a page at a time. */
export async function amlMatches(
  ctx: Pick<AmlContext, 'db'>,
  { query }: { query: { status?: AmlMatchView['status'] | undefined; page: number; perPage: number } },
): Promise<{ total: number; items: AmlMatchView[] }> {
  const where = query.status ? eq(matchRows.status, query.status) : undefined;
  const [total] = await ctx.db.select({ total: count() }).from(matchRows).where(where);
  const rows = await ctx.db
    .select({ match: matchRows, client: clients, aml: amlClients, pending: approvalRequests })
    .from(matchRows)
    .innerJoin(clients, eq(clients.id, matchRows.clientId))
    .leftJoin(amlClients, eq(amlClients.clientId, matchRows.clientId))
    // At most one pending request per kind and record (the approvals' unique index).
    .leftJoin(
      approvalRequests,
      and(
        eq(approvalRequests.kind, 'compliance.match'),
        eq(approvalRequests.status, 'pending'),
        eq(approvalRequests.entityId, sql`${matchRows.id}::text`),
      ),
    )
    .where(where)
    .orderBy(desc(matchRows.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    total: total?.total ?? 0,
    items: rows.map(({ match, client, aml, pending }) => ({
      id: match.id,
      clientId: match.clientId,
      clientName: fullNameOf(client),
      list: match.list,
      entryName: match.entryName,
      score: match.score,
      reasons: match.reasons,
      status: match.status,
      clearedBy: match.clearedBy,
      clearedReason: match.clearedReason,
      clearedAt: match.clearedAt?.toISOString() ?? null,
      clientState: aml?.state ?? null,
      riskGrade: aml?.riskGrade ?? null,
      riskReasons: aml?.riskReasons ?? [],
      createdAt: match.createdAt.toISOString(),
      pendingClearance: pending
        ? {
            approvalId: pending.id,
            version: pending.version,
            makerId: pending.makerId,
            reason: pending.reason,
          }
        : null,
    })),
  };
}
