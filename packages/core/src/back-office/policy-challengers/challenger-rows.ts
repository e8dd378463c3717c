import { randomBytes } from 'node:crypto';
import type { PolicyChallenger } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq, sql } from '@lender/db/orm';
import { alias } from '@lender/db/pg-core';
import { approvalRequests, backOfficeUsers, policyChallengers } from '@lender/db/schema';
import { publishedPolicy } from '../../decision/published-policy';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import type { ApprovalExecutor } from '../approvals';
import { draftAt } from '../credit-policy/policy-rows';

// The challengers of the credit policy (issue 67 point 3, ADR 332): their rows, their views and
// what an approved `policy.challenger` request does (start one, or end the running one).

export type ChallengerRow = typeof policyChallengers.$inferSelect;

/** The challenger `id` (`not_found` without it). */
export async function challengerRow(db: Executor, id: number): Promise<ChallengerRow> {
  const [row] = await db.select().from(policyChallengers).where(eq(policyChallengers.id, id));
  if (!row) throw new CoreError('not_found');
  return row;
}

const maker = alias(backOfficeUsers, 'challenger_maker');
const checker = alias(backOfficeUsers, 'challenger_checker');

/** The challengers (all, or `id`), the running one first, then newest first. */
export async function challengerViews(db: Database, id?: number): Promise<PolicyChallenger[]> {
  const rows = await db
    .select({
      row: policyChallengers,
      makerName: maker.name,
      checkerName: checker.name,
      end: approvalRequests,
    })
    .from(policyChallengers)
    .leftJoin(maker, eq(maker.id, policyChallengers.makerId))
    .leftJoin(checker, eq(checker.id, policyChallengers.checkerId))
    .leftJoin(
      approvalRequests,
      and(
        eq(approvalRequests.kind, 'policy.challenger'),
        eq(approvalRequests.status, 'pending'),
        sql`${approvalRequests.entityId} = ${policyChallengers.id}::text`,
      ),
    )
    .where(id === undefined ? undefined : eq(policyChallengers.id, id))
    .orderBy(sql`${policyChallengers.status} = 'running' desc`, desc(policyChallengers.id));
  return rows.map(({ row, makerName, checkerName, end }) => ({
    id: row.id,
    policyVersion: row.policyVersion,
    sha256: row.sha256,
    mode: row.mode as PolicyChallenger['mode'],
    sharePercent: row.shareBps === null ? null : row.shareBps / 100,
    status: row.status as PolicyChallenger['status'],
    maker: row.makerId === null ? null : { id: row.makerId, name: makerName ?? '' },
    checker: row.checkerId === null ? null : { id: row.checkerId, name: checkerName ?? '' },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    pendingEnd: end === null ? null : { approvalId: end.id },
  }));
}

/** A start names no challenger yet; an end names the running one. */
interface StartPayload {
  policyVersion: number;
  revision: number;
  policySha256: string;
  championVersion: number;
  shadow: boolean;
  sharePercent?: number;
}
interface EndPayload {
  challengerId: number;
  policyVersion: number;
}

/**
 * The action of an approved `policy.challenger` request. Start: the draft still at the revision
 * and hash asked, and the champion still the one asked (else `stale_version`), and no challenger
 * running (else `conflict`); its document is copied and a fresh salt drawn, so a later edit of the
 * draft never changes the experiment. End: the challenger stops deciding from the next decision.
 */
export const approvedChallengerChange =
  (ctx: Pick<ApprovalsContext, 'db' | 'clock'>): ApprovalExecutor =>
  async (request, checkerId) => {
    const payload = request.payload as unknown as StartPayload | EndPayload;
    const now = ctx.clock.now();
    if ('challengerId' in payload) {
      const [ended] = await ctx.db
        .update(policyChallengers)
        .set({ status: 'ended', endedAt: now, endedById: checkerId })
        .where(and(eq(policyChallengers.id, payload.challengerId), eq(policyChallengers.status, 'running')))
        .returning({ id: policyChallengers.id });
      if (!ended) throw new CoreError('invalid_transition', { params: { from: 'ended', to: 'ended' } });
      return { challengerId: ended.id, policyVersion: payload.policyVersion };
    }
    return ctx.db.transaction(async (tx) => {
      const draft = await draftAt(tx, payload.policyVersion, payload.revision);
      if (draft.sha256 !== payload.policySha256) throw new CoreError('stale_version');
      // The draft's author never puts it to decide, even when a colleague asked (ADR 332).
      if (draft.makerId === checkerId) throw new CoreError('maker_cannot_approve');
      if ((await publishedPolicy(tx)).version !== payload.championVersion)
        throw new CoreError('stale_version');
      const [running] = await tx
        .select({ id: policyChallengers.id })
        .from(policyChallengers)
        .where(eq(policyChallengers.status, 'running'));
      if (running) throw new CoreError('conflict', { message: 'A challenger is already running.' });
      const [started] = await tx
        .insert(policyChallengers)
        .values({
          policyVersion: draft.version,
          document: draft.document,
          sha256: draft.sha256,
          mode: payload.shadow ? 'shadow' : 'split',
          shareBps: payload.shadow ? null : Math.round((payload.sharePercent ?? 0) * 100),
          salt: randomBytes(16).toString('hex'),
          status: 'running',
          makerId: request.makerId,
          checkerId,
          startedAt: now,
        })
        .returning({ id: policyChallengers.id });
      if (!started) throw new CoreError('conflict');
      return { challengerId: started.id, policyVersion: draft.version };
    });
  };
