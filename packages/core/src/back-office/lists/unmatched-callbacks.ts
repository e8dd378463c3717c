import type { UnmatchedCallback } from '@lender/contracts';
import { count, desc } from '@lender/db/orm';
import { unmatchedCallbacks as callbacks } from '@lender/db/schema';
import type { Page, PageRequest } from '../operations-model';
import type { ReadContext } from '../reader';

/** `backOffice.unmatchedCallbacks`: provider callbacks that matched no payment, newest first. */
export async function unmatchedCallbacks(
  { db }: Pick<ReadContext, 'db'>,
  { query: page }: { readonly query: PageRequest },
): Promise<Page<UnmatchedCallback>> {
  const [totals] = await db.select({ total: count() }).from(callbacks);
  const rows = await db
    .select()
    .from(callbacks)
    .orderBy(desc(callbacks.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return {
    total: totals?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      reference: row.reference,
      amountCentavos: row.amount,
      status: row.status,
      receivedAt: row.receivedAt.toISOString(),
    })),
  };
}
