import { eq } from '@lender/db/orm';
import { collectionNotes, loans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { CollectionsContext } from './collection-context';

/** `backOffice.collectionsAddNote`: adds a note to a case (404 without the loan); audited. */
export async function collectionsAddNote(
  ctx: Pick<CollectionsContext, 'db' | 'clock' | 'audit'>,
  {
    actorId: userId,
    params: { id: loanId },
    body: { text },
  }: { actorId: number; params: { id: number }; body: { text: string } },
): Promise<null> {
  const { db, clock, audit } = ctx;
  await db.transaction(async (tx) => {
    const [loan] = await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId));
    if (!loan) throw new CoreError('not_found');
    await tx.insert(collectionNotes).values({ loanId, userId, text: text.trim(), createdAt: clock.now() });
    await audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'collections.note',
      entity: 'loan',
      entityId: loanId,
    });
  });
  return null;
}
