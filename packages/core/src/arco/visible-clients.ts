import type { Executor } from '@lender/db';
import { type AnyColumn, eq, type SQL, sql } from '@lender/db/orm';
import { clientDataBlocks } from '@lender/db/schema';

/**
 * True for a client whose data is not blocked (ADR 292): the condition every staff work list adds
 * (the client list and its search, the collections queue) and marketing notices check, so a
 * cancelled borrower's data is kept for the legal duties only. A primary-key look-up per row.
 */
export function dataNotBlocked(clientId: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${clientDataBlocks} where ${clientDataBlocks.clientId} = ${clientId})`;
}

/** When a client's data was blocked (a cancellation), or null. */
export async function dataBlockedAt(db: Executor, clientId: number): Promise<Date | null> {
  const [row] = await db
    .select({ blockedAt: clientDataBlocks.blockedAt })
    .from(clientDataBlocks)
    .where(eq(clientDataBlocks.clientId, clientId));
  return row?.blockedAt ?? null;
}

/** Whether a client's data is blocked (a cancellation): no marketing reaches them. */
export async function dataBlocked(db: Executor, clientId: number): Promise<boolean> {
  return (await dataBlockedAt(db, clientId)) !== null;
}
