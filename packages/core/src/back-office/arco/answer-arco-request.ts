import type { AnswerArcoRequest, ArcoCase } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { arcoRequests } from '@lender/db/schema';
import { type ArcoContext, type ArcoRow, actDueDateOf, lockArcoRequest } from '../../arco/arco-model';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { type ArcoCasesContext, arcoCaseOf } from './arco-cases';

/**
 * `backOffice.answerArcoRequest` (issue 51): the officer answers a received request, once
 * (`invalid_transition` after). Granted: its act is then due 15 business days after today (Mexico
 * City); a request whose requester's identity is not proven cannot be granted
 * (`identity_not_verified`). Denied: with its reason (`required`), and the request is over. The
 * text is what the requester is told; audited `privacy.arco_answer`.
 */
export async function answerArcoRequest(
  ctx: ArcoContext & ArcoCasesContext,
  {
    actorId: userId,
    params: { id },
    body: answer,
  }: { actorId: number; params: { id: number }; body: AnswerArcoRequest },
): Promise<ArcoCase> {
  if (answer.outcome === 'denied' && !answer.denialReason)
    throw new CoreError('required', { field: ['denialReason'] });
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockArcoRequest(tx, id);
    const granted = answer.outcome === 'granted';
    const status = granted ? 'answered' : 'refused';
    if (row.status !== 'received')
      throw new CoreError('invalid_transition', { params: { from: row.status, to: status } });
    if (granted && row.identityVerifiedAt === null) throw new CoreError('identity_not_verified');
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(arcoRequests)
      .set({
        status,
        answeredAt: now,
        answeredBy: userId,
        outcome: answer.outcome,
        denialReason: granted ? null : (answer.denialReason ?? null),
        answerText: answer.text,
        actDueDate: granted ? actDueDateOf(now) : null,
      })
      .where(eq(arcoRequests.id, id))
      .returning();
    const answered = updated as ArcoRow;
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'privacy.arco_answer',
      entity: 'arco_request',
      entityId: id,
      before: { status: 'received' },
      after: {
        status,
        outcome: answer.outcome,
        denialReason: answered.denialReason as 'duplicate' | null,
        actDueDate: answered.actDueDate,
      },
    });
    return answered;
  });
  return arcoCaseOf(ctx, saved, today(ctx.clock));
}
