import { and, eq } from '@lender/db/orm';
import { amlMatches } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import type { AmlContext } from '../../pld/aml-context';
import { liftSuspension } from '../../pld/compliance-hold';
import { type AmlState, screenClient } from '../../pld/screen-client';
import type { ApprovalsContext } from '../approval-rows';
import { type ApprovalExecutor, requestApproval } from '../approvals';

type MatchContext = Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'>;

/** An open match (`not_found`, or `invalid_transition` when it was worked already). */
async function openMatch(ctx: Pick<AmlContext, 'db'>, matchId: number, to: string) {
  const [match] = await ctx.db.select().from(amlMatches).where(eq(amlMatches.id, matchId));
  if (!match) throw new CoreError('not_found');
  if (match.status !== 'open')
    throw new CoreError('invalid_transition', { params: { from: match.status, to } });
  return match;
}

/**
 * `backOffice.clearAmlMatch` (issues 50, 63): the officer works an open match: `cleared` (a false
 * positive, remembered with who and why: the same person of the same list never raises it again
 * for this client) or `confirmed` (a true match). A reason is required. The client is screened
 * again at once, so clearing a PEP, sanctions or own-list match releases the review's payout hold.
 *
 * Clearing a blocked-persons list match lifts a suspension, so it is a compliance decision under
 * maker-checker (ADR 307): it only files a `compliance.match` request (one per match, `conflict`)
 * and the match, the suspension and the payout hold stay until another officer approves it
 * (`reviewAmlDecision`, {@link approvedAmlMatchClearance}). Confirming a match tightens nothing
 * that a second person must check, and takes effect at once.
 */
export async function clearAmlMatch(
  ctx: MatchContext & ApprovalsContext,
  {
    actorId: userId,
    params: { id: matchId },
    body: input,
  }: { actorId: number; params: { id: number }; body: { outcome: 'cleared' | 'confirmed'; reason: string } },
): Promise<{ matchId: number; state: AmlState; approvalId: number | null }> {
  const reason = input.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  const match = await openMatch(ctx, matchId, input.outcome);
  if (match.list === 'uif_blocked' && input.outcome === 'cleared') {
    const request = await requestApproval(ctx, userId, {
      kind: 'compliance.match',
      entity: 'aml_match',
      entityId: matchId,
      payload: {},
      reason,
    });
    const state = await screenClient(ctx, match.clientId, 'review');
    return { matchId, state, approvalId: request.id };
  }
  await settleMatch(ctx, { matchId, outcome: input.outcome, reason, userId });
  const state = await screenClient(ctx, match.clientId, 'review');
  return { matchId, state, approvalId: null };
}

/** The match worked (only while open: a second settling of the same match is `stale_version`). */
async function settleMatch(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  input: { matchId: number; outcome: 'cleared' | 'confirmed'; reason: string; userId: number },
) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(amlMatches)
      .set({
        status: input.outcome,
        clearedBy: input.userId,
        clearedReason: input.reason,
        clearedAt: ctx.clock.now(),
      })
      .where(and(eq(amlMatches.id, input.matchId), eq(amlMatches.status, 'open')))
      .returning();
    if (!row) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: input.userId },
      action: input.outcome === 'cleared' ? 'aml.match_clear' : 'aml.match_confirm',
      entity: 'aml_match',
      entityId: input.matchId,
      after: { clientId: row.clientId, score: row.score },
      reason: input.reason,
    });
  });
}

/**
 * The action of an approved `compliance.match` request: the blocked-persons list match is cleared
 * with the maker's written reason and the checker as who cleared it, the client is screened again,
 * and once no suspension is left the client's status before it comes back (`liftSuspension`); the
 * payout gate then lets the held payouts go. A match no longer open is `invalid_transition` (the
 * request stays pending for the checker to reject).
 */
export const approvedAmlMatchClearance =
  (ctx: MatchContext): ApprovalExecutor =>
  async (request, checkerId) => {
    const matchId = Number(request.entityId);
    const match = await openMatch(ctx, matchId, 'cleared');
    await settleMatch(ctx, { matchId, outcome: 'cleared', reason: request.reason, userId: checkerId });
    const state = await screenClient(ctx, match.clientId, 'review');
    if (state !== 'suspended') {
      await ctx.db.transaction((tx) =>
        liftSuspension(ctx, tx, match.clientId, { userId: checkerId, approvalId: request.id }),
      );
    }
    return {};
  };
