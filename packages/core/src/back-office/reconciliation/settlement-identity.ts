import type { Executor } from '@lender/db';
import { and, asc, eq, inArray, lte, ne } from '@lender/db/orm';
import { settlementImports, settlementLines } from '@lender/db/schema';
import type { SettlementChannel } from '../../providers/settlements/layouts';

type Movement = Pick<
  typeof settlementLines.$inferSelect,
  'movementKey' | 'reference' | 'amount' | 'valueDate' | 'account'
>;

/**
 * The identity of a settlement line (ADR 168): the movement as the file states it (key, our
 * reference, amount, value date, account) within its channel; not its file, not its line number.
 */
export const movementOf = (line: Movement): string =>
  JSON.stringify([line.movementKey, line.reference, line.amount, line.valueDate, line.account]);

export interface EarlierLine {
  id: number;
  importId: number;
  lineNumber: number;
  paymentId: number | null;
}

/**
 * The lines of other imports of the channel (or, with `upTo`, of imports up to that one) whose key
 * is one of `keys`, grouped by movement and then by import (each import's lines in file order).
 */
export async function earlierMovements(
  tx: Executor,
  input: { channel: SettlementChannel; keys: string[]; besides?: number; upTo?: number },
): Promise<{ byMovement: Map<string, Map<number, EarlierLine[]>>; keys: Set<string> }> {
  const byMovement = new Map<string, Map<number, EarlierLine[]>>();
  const keys = new Set<string>();
  if (input.keys.length === 0) return { byMovement, keys };
  const rows = await tx
    .select()
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.channel, input.channel),
        inArray(settlementLines.movementKey, [...new Set(input.keys)]),
        input.besides === undefined ? undefined : ne(settlementLines.importId, input.besides),
        input.upTo === undefined ? undefined : lte(settlementLines.importId, input.upTo),
      ),
    )
    .orderBy(asc(settlementLines.importId), asc(settlementLines.lineNumber));
  for (const row of rows) {
    keys.add(row.movementKey);
    const movement = movementOf(row);
    const imports = byMovement.get(movement) ?? new Map<number, EarlierLine[]>();
    const lines = imports.get(row.importId) ?? [];
    lines.push({ id: row.id, importId: row.importId, lineNumber: row.lineNumber, paymentId: row.paymentId });
    imports.set(row.importId, lines);
    byMovement.set(movement, imports);
  }
  return { byMovement, keys };
}

/**
 * The earlier line the `occurrence`-th copy (1-based) of a movement in a file repeats: the first
 * import (oldest) that lists the movement at least that many times, and its copy of that rank. None
 * when no earlier import lists it that often (a further copy is money reported twice: a duplicate).
 */
export function repeatedLine(
  imports: Map<number, EarlierLine[]> | undefined,
  occurrence: number,
  before?: number,
): EarlierLine | undefined {
  if (!imports) return undefined;
  for (const [importId, lines] of [...imports].sort(([a], [b]) => a - b)) {
    if (before !== undefined && importId >= before) continue;
    const line = lines[occurrence - 1];
    if (line) return line;
  }
  return undefined;
}

/** For a page of `repeated` lines of one import: the earlier file and line each repeats (ADR 168). */
export async function repeatsOf(
  db: Executor,
  importId: number,
  lines: (typeof settlementLines.$inferSelect)[],
): Promise<Map<number, { importId: number; fileName: string; lineNumber: number }>> {
  const found = new Map<number, { importId: number; fileName: string; lineNumber: number }>();
  const repeated = lines.filter((line) => line.outcome === 'repeated');
  const first = repeated[0];
  if (!first) return found;
  const { byMovement: movements } = await earlierMovements(db, {
    channel: first.channel,
    keys: repeated.map((line) => line.movementKey),
    upTo: importId,
  });
  const names = new Map<number, string>();
  for (const line of repeated) {
    const imports = movements.get(movementOf(line));
    // Its rank among the copies of the movement in its own file.
    const own = imports?.get(importId) ?? [];
    const occurrence = own.findIndex((copy) => copy.id === line.id) + 1;
    const earlier = repeatedLine(imports, occurrence, importId);
    if (!earlier) continue;
    if (!names.has(earlier.importId)) {
      const [row] = await db
        .select({ fileName: settlementImports.fileName })
        .from(settlementImports)
        .where(eq(settlementImports.id, earlier.importId));
      names.set(earlier.importId, row?.fileName ?? '');
    }
    found.set(line.id, {
      importId: earlier.importId,
      fileName: names.get(earlier.importId) ?? '',
      lineNumber: earlier.lineNumber,
    });
  }
  return found;
}
