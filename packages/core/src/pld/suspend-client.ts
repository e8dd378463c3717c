import { CLIENT_STATUS } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import { amlPayoutHolds, clients, loans, payouts } from '@lender/db/schema';
import { AML_SYSTEM, type AmlContext } from './aml-context';
import { raiseAlert } from './raise-alert';

/** The report of a blocked-list hit is due within 24 hours (CNBV). */
export const BLOCKED_REPORT_HOURS = 24;

/**
 * A blocked-list hit (issue 50): in one transaction the client is blocked, every pending payout
 * of theirs is held (it never leaves: the payout gate refuses it), and one blocked-list alert per
 * listed person is opened with its report due in 24 hours. Audited as `aml.suspend` with the status
 * before (what lifting the suspension restores, `compliance-hold.ts`).
 */
export async function suspendClient(
  ctx: Pick<AmlContext, 'audit'>,
  tx: Executor,
  clientId: number,
  hits: readonly { id: number; externalId: string; score: number }[],
  now: Date,
): Promise<number> {
  // The status before the suspension is kept in its audit entry: lifting it restores that status.
  const [before] = await tx
    .select({ id: clients.id, status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  await tx
    .update(clients)
    .set({ status: CLIENT_STATUS.blocked, updatedAt: now })
    .where(eq(clients.id, clientId));
  const pending = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .innerJoin(loans, eq(loans.id, payouts.loanId))
    .where(and(eq(loans.clientId, clientId), inArray(payouts.status, ['pending'])));
  for (const payout of pending) {
    await tx
      .insert(amlPayoutHolds)
      .values({ payoutId: payout.id, clientId, reason: 'blocked_list', heldAt: now })
      .onConflictDoUpdate({
        target: amlPayoutHolds.payoutId,
        set: { reason: 'blocked_list', heldAt: now, releasedAt: null, releasedBy: null },
      });
  }
  await ctx.audit.record(tx, {
    actor: AML_SYSTEM,
    action: 'aml.suspend',
    entity: 'client',
    entityId: before?.id ?? clientId,
    before: before ? { status: before.status } : null,
    after: { heldPayouts: pending.length, status: CLIENT_STATUS.blocked },
  });
  await reportBlockedHits(ctx, tx, clientId, hits, pending.length, now);
  return pending.length;
}

/**
 * One blocked-list alert per listed person hit, its report due in 24 hours: at the suspension, and
 * for a person hit while the client is already suspended (another entry of the list naming them),
 * which is a report of its own. A person already alerted is not alerted again.
 */
export async function reportBlockedHits(
  ctx: Pick<AmlContext, 'audit'>,
  tx: Executor,
  clientId: number,
  hits: readonly { id: number; externalId: string; score: number }[],
  heldPayouts: number,
  now: Date,
): Promise<void> {
  const dueAt = new Date(now.getTime() + BLOCKED_REPORT_HOURS * 3_600_000);
  for (const hit of hits) {
    await raiseAlert(
      ctx,
      tx,
      {
        kind: 'blocked_list',
        rule: 'uif_blocked',
        clientId,
        dedupeKey: `blocked:${clientId}:${hit.externalId}`,
        details: { matchId: hit.id, score: hit.score, heldPayouts },
        dueAt,
      },
      now,
    );
  }
}
