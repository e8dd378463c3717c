import { CLIENT_STATUS, type ClientStatusChangeRequest, type ClientSummary } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../audit/audit';
import type { AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';
import { underComplianceHold } from '../pld/compliance-hold';
import { authorize } from './authorize';
import { clientRow } from './client-row';
import { clientSummaryOf } from './lists/clients-list';
import { CLIENT_STATUS_ACTIONS, type ClientStatusAction } from './operations-model';
import { assertRoleCan } from './permissions';

/** What a client's status change needs; `core` is one. */
export interface ClientStatusContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly audit: AuditService;
  /** Blocking a client ends their sessions at once. */
  readonly auth: Pick<AuthService, 'revokeAll'>;
}

/**
 * Blocks, unblocks or blacklists a client (ADR 226; `blockClient`, `unblockClient`,
 * `blacklistClient`): the user must hold `clients.<action>`, and unblocking a blacklisted client
 * `clients.blacklist` too. `expectedStatus` is the status the agent saw: a client changed meanwhile
 * is `invalid_transition` (issue 16). Audited with the reason; blocking logs the client out at once.
 * A client under a compliance hold is `compliance_hold` for an unblock or a blacklist, whoever asks.
 */
export async function changeClientStatus(
  ctx: ClientStatusContext,
  userId: number,
  clientId: number,
  action: ClientStatusAction,
  input: ClientStatusChangeRequest,
): Promise<ClientSummary> {
  const { db, pii } = ctx;
  const { reason, expectedStatus } = input;
  const role = await authorize(ctx, userId, `clients.${action}`);
  const rule = CLIENT_STATUS_ACTIONS[action];
  const before = await clientRow(db, clientId);
  const from = (expectedStatus === undefined ? [...rule.from] : [expectedStatus]).filter((status) =>
    (rule.from as readonly number[]).includes(status),
  );
  if (action === 'unblock' && before.status === CLIENT_STATUS.blacklisted) {
    assertRoleCan(role, 'clients.blacklist');
  }
  const updated = await db.transaction(async (tx) => {
    // A blocked-persons list suspension is compliance's to lift (ADR 307): neither unblocking nor
    // blacklisting (a blacklisted client may sign in) undoes it; only clearing its match does.
    if (action !== 'block') {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
      if (await underComplianceHold(tx, clientId)) throw new CoreError('compliance_hold');
    }
    const [row] = await tx
      .update(clients)
      .set({ status: rule.to, updatedAt: ctx.clock.now() })
      .where(and(eq(clients.id, clientId), inArray(clients.status, from.length > 0 ? from : [-1])))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: clients.status })
        .from(clients)
        .where(eq(clients.id, clientId));
      throw new CoreError('invalid_transition', {
        params: { from: current?.status ?? before.status, to: rule.to },
      });
    }
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId } satisfies AuditActor,
      action: `client.${action}`,
      entity: 'client',
      entityId: clientId,
      before: { status: before.status },
      after: { status: row.status },
      reason,
    });
    return row;
  });
  // After the commit (PGlite has one connection): the client's sessions end at once. Should
  // this fail, the auth middleware still refuses a blocked client and revokes its sessions.
  if (updated.status === CLIENT_STATUS.blocked) await ctx.auth.revokeAll('client', clientId, 'blocked');
  return clientSummaryOf(pii, updated);
}
