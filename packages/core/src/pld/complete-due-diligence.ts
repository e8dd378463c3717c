import { eq } from '@lender/db/orm';
import { amlClients } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';

/**
 * `backOffice.completeDueDiligence` (issue 50): the officer records that enhanced due diligence of
 * a high-risk client is done (the source of funds and the file reviewed, the reason written); a
 * held payout then leaves on the next payouts run, unless the client is suspended or in review.
 */
export async function completeDueDiligence(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  {
    actorId: userId,
    params: { id: clientId },
    body: input,
  }: { actorId: number; params: { id: number }; body: { reason: string } },
): Promise<{ clientId: number; eddAt: string }> {
  if (input.reason.trim().length === 0) throw new CoreError('required', { field: ['reason'] });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(amlClients)
      .set({ eddBy: userId, eddAt: now })
      .where(eq(amlClients.clientId, clientId))
      .returning();
    if (!row) throw new CoreError('not_found');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'aml.edd',
      entity: 'client',
      entityId: clientId,
      reason: input.reason.trim(),
    });
    return { clientId, eddAt: now.toISOString() };
  });
}
