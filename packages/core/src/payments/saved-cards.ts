import type { SavedCard } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq } from '@lender/db/orm';
import { paymentCards } from '@lender/db/schema';

/** `client.savedCards`: the borrower's active cards on file, newest first, masked to their last four digits. */
export async function savedCards(
  ctx: { db: Executor },
  { actorId: clientId }: { readonly actorId: number },
): Promise<{ cards: SavedCard[] }> {
  const rows = await ctx.db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.clientId, clientId), eq(paymentCards.active, true)))
    .orderBy(desc(paymentCards.id));
  return {
    cards: rows.map((row) => ({
      id: row.id,
      masked: `**** **** **** ${row.last4}`,
      brand: row.brand,
      expiryMonth: row.expiryMonth,
      expiryYear: row.expiryYear,
    })),
  };
}
