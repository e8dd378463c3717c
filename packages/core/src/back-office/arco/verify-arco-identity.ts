import type { ArcoCase, VerifyArcoIdentity } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { arcoRequests } from '@lender/db/schema';
import { type ArcoContext, type ArcoRow, lockArcoRequest } from '../../arco/arco-model';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { type ArcoCasesContext, arcoCaseOf } from './arco-cases';

/**
 * `backOffice.verifyArcoIdentity` (issue 51): the officer records that the official ID of a request
 * received by e-mail or letter was checked, and what was seen (`note`); audited. Only an unanswered
 * request whose identity is not yet proven (`invalid_transition` otherwise).
 */
export async function verifyArcoIdentity(
  ctx: ArcoContext & ArcoCasesContext,
  {
    actorId: userId,
    params: { id },
    body: input,
  }: { actorId: number; params: { id: number }; body: VerifyArcoIdentity },
): Promise<ArcoCase> {
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockArcoRequest(tx, id);
    if (row.status !== 'received' || row.identityVerifiedAt !== null)
      throw new CoreError('invalid_transition', { params: { from: row.status, to: 'identity_verified' } });
    const [updated] = await tx
      .update(arcoRequests)
      .set({ identityVerifiedAt: ctx.clock.now(), identityVerifiedBy: userId, identityNote: input.note })
      .where(eq(arcoRequests.id, id))
      .returning();
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'privacy.arco_identity',
      entity: 'arco_request',
      entityId: id,
      before: { identityVerified: false },
      after: { identityVerified: true },
      reason: input.note,
    });
    return updated as ArcoRow;
  });
  return arcoCaseOf(ctx, saved, today(ctx.clock));
}
