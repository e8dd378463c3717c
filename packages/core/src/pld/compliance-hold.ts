import { CLIENT_STATUS } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { amlClients, auditLog, clients } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';

// A compliance hold (issue 63, ADR 307): a client whose screening state is `suspended` (a
// blocked-persons list match, open or confirmed) is held until compliance clears the match under
// two officers (`back-office/pld/clear-aml-match.ts`). Nothing else lifts it: the generic unblock and blacklist
// refuse it (`compliance_hold`), and the borrower can neither apply, nor sign, nor be paid out
// (`account_on_hold`; the payout gate holds the money). The borrower's words never name a list.

/** Whether the client is under a compliance hold (screened `suspended`). */
export async function underComplianceHold(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: amlClients.state })
    .from(amlClients)
    .where(eq(amlClients.clientId, clientId));
  return row?.state === 'suspended';
}

/** Refuses a borrower's new application, signing or payout while a compliance hold stands. */
export async function assertNoAccountHold(db: Executor, clientId: number): Promise<void> {
  if (await underComplianceHold(db, clientId)) throw new CoreError('account_on_hold');
}

/** The client status changes a staff member makes, and the suspension's own. */
const STATUS_ACTIONS = ['aml.suspend', 'aml.unsuspend', 'client.block', 'client.unblock', 'client.blacklist'];

/**
 * Once a suspension is lifted (its match cleared under two officers and the client no longer
 * `suspended`), the client's status goes back to what it was before the suspension blocked it —
 * unless a staff member changed it since (a block of their own stays). Audited as `aml.unsuspend`.
 * Returns the status restored, or null when nothing changed.
 */
export async function liftSuspension(
  ctx: Pick<AmlContext, 'audit' | 'clock'>,
  tx: Executor,
  clientId: number,
  actor: { userId: number; approvalId: number },
): Promise<number | null> {
  if (await underComplianceHold(tx, clientId)) return null;
  const [last] = await tx
    .select({ action: auditLog.action, before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'client'),
        eq(auditLog.entityId, String(clientId)),
        inArray(auditLog.action, STATUS_ACTIONS),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (last?.action !== 'aml.suspend') return null;
  const before = (last.before as { status?: unknown } | null)?.status;
  // Blocked already before the suspension (by a staff member): it stays blocked.
  if (before === CLIENT_STATUS.blocked) return null;
  const status = typeof before === 'number' ? before : CLIENT_STATUS.active;
  const [row] = await tx
    .update(clients)
    .set({ status, updatedAt: ctx.clock.now() })
    .where(and(eq(clients.id, clientId), eq(clients.status, CLIENT_STATUS.blocked)))
    .returning({ id: clients.id });
  if (!row) return null;
  await ctx.audit.record(tx, {
    actor: { type: 'user', id: actor.userId },
    action: 'aml.unsuspend',
    entity: 'client',
    entityId: clientId,
    before: { status: CLIENT_STATUS.blocked },
    after: { status, approvalId: actor.approvalId },
  });
  return status;
}
