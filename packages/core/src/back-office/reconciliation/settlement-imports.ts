import type { SettlementImport } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { count, desc, eq, sql } from '@lender/db/orm';
import { backOfficeUsers, settlementImports as imports, settlementLines } from '@lender/db/schema';
import type { PageRequest } from '../operations-model';
import type { ReadContext } from '../reader';

type ImportRow = typeof imports.$inferSelect;
const COUNT_KEYS = ['matched', 'unmatched', 'duplicate', 'amount_mismatch', 'repeated', 'missing'] as const;
/** An import as the screens show it: its counts by outcome, its total and its open exceptions. */
export async function importView(
  db: Executor,
  row: ImportRow,
  userName: string | null,
): Promise<SettlementImport> {
  const [totals] = await db
    .select({
      total: sql<string>`coalesce(sum(${settlementLines.amount}), 0)::text`,
      open: sql<number>`(count(*) filter (where ${settlementLines.outcome} not in ('matched', 'repeated') and ${settlementLines.resolution} is null))::int`,
    })
    .from(settlementLines)
    .where(eq(settlementLines.importId, row.id));
  const counts = Object.fromEntries(COUNT_KEYS.map((key) => [key, row.counts[key] ?? 0])) as Record<
    (typeof COUNT_KEYS)[number],
    number
  >;
  return {
    id: row.id,
    channel: row.channel,
    fileName: row.fileName,
    lineCount: row.lineCount,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    totalCentavos: Number(totals?.total ?? 0),
    counts: { ...counts, open: totals?.open ?? 0 },
    importedBy: userName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `backOffice.settlementImports`: the imported files, newest first (only finished imports: a file
 * being read is not listed).
 */
export async function settlementImports(
  { db }: Pick<ReadContext, 'db'>,
  { query: page }: { readonly query: PageRequest },
): Promise<{ total: number; items: SettlementImport[] }> {
  const done = sql`${imports.fileHash} not like 'importing:%'`;
  const [totals] = await db.select({ total: count() }).from(imports).where(done);
  const rows = await db
    .select({ row: imports, userName: backOfficeUsers.name })
    .from(imports)
    .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, imports.importedBy))
    .where(done)
    .orderBy(desc(imports.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const items = [];
  for (const { row, userName } of rows) items.push(await importView(db, row, userName));
  return { total: totals?.total ?? 0, items };
}
