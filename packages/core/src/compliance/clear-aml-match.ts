import { and, eq } from '@lender/db/orm';
import { amlMatches } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';
import { type AmlState, screenClient } from './screen-client';

/**
 * `backOffice.clearAmlMatch` (issue 50): the officer works an open match: `cleared` (a false
 * positive, remembered with who and why: the same person of the same list never raises it again
 * for this client) or `confirmed` (a true match). The client is screened again at once, so a cleared
 * blocked-list match lifts the suspension of the payouts (the client's own status is the officer's
 * to restore with `unblockClient`). A reason is required.
 */
export async function clearAmlMatch(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'>,
  userId: number,
  matchId: number,
  input: { outcome: 'cleared' | 'confirmed'; reason: string },
): Promise<{ matchId: number; state: AmlState }> {
  if (input.reason.trim().length === 0) throw new CoreError('required', { field: ['reason'] });
  const [match] = await ctx.db.select().from(amlMatches).where(eq(amlMatches.id, matchId));
  if (!match) throw new CoreError('not_found');
  if (match.status !== 'open')
    throw new CoreError('invalid_transition', { params: { from: match.status, to: input.outcome } });
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(amlMatches)
      .set({
        status: input.outcome,
        clearedBy: userId,
        clearedReason: input.reason.trim(),
        clearedAt: ctx.clock.now(),
      })
      .where(and(eq(amlMatches.id, matchId), eq(amlMatches.status, 'open')))
      .returning();
    if (!row) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: input.outcome === 'cleared' ? 'aml.match_clear' : 'aml.match_confirm',
      entity: 'aml_match',
      entityId: matchId,
      after: { clientId: match.clientId, score: match.score },
      reason: input.reason.trim(),
    });
  });
  const state = await screenClient(ctx, match.clientId, 'review');
  return { matchId, state };
}
