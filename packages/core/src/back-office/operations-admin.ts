import { CLIENT_STATUS } from '@lender/contracts';
import { and, count, desc, eq, inArray, type SQL } from '@lender/db/orm';
import { backOfficeUsers, clients, outbox } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { auditEntriesView } from './audit-view';
import type { OperationsContext } from './operations-context';
import type { BackOfficeService } from './operations-model';
import { assertRoleCan } from './permissions';

/** Permissions, the outbox, the sandbox and the audit log. */
export function createOperationsAdmin(ctx: OperationsContext) {
  const { deps, db, audit, clientRow, recipientHashes, messageOf, pageOf } = ctx;
  const service: Pick<BackOfficeService, 'authorize' | 'outbox' | 'startSandbox' | 'auditLog'> = {
    async authorize(userId, permission) {
      const [user] = await db
        .select({ role: backOfficeUsers.role, status: backOfficeUsers.status })
        .from(backOfficeUsers)
        .where(eq(backOfficeUsers.id, userId));
      if (!user) throw new CoreError('unauthorized');
      if (user.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
      assertRoleCan(user.role, permission);
      return user.role;
    },
    async outbox(filter, page) {
      const conditions: SQL[] = [
        inArray(outbox.channel, filter.channel ? [filter.channel] : ['sms', 'email']),
      ];
      let client: typeof clients.$inferSelect | undefined;
      if (filter.clientId !== undefined) {
        client = await clientRow(filter.clientId);
        conditions.push(inArray(outbox.recipientHash, recipientHashes(client)));
      }
      const where = and(...conditions);
      const { limit, offset } = pageOf(page);
      const rows = await db
        .select({ message: outbox, phoneOwner: clients.id })
        .from(outbox)
        .leftJoin(clients, eq(clients.phoneHash, outbox.recipientHash))
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(limit)
        .offset(offset);
      const [totals] = await db.select({ total: count() }).from(outbox).where(where);
      return {
        items: rows.map(({ message, phoneOwner }) => messageOf(message, client?.id ?? phoneOwner)),
        total: totals?.total ?? 0,
      };
    },
    async startSandbox(actor, clientId) {
      await clientRow(clientId);
      const before = await deps.sandbox.find(clientId);
      const view = await deps.sandbox.start(clientId, { kind: 'admin', userId: actor.userId });
      // The sandbox service writes on its own connection; the entry follows the change it records.
      await audit.record(db, {
        actor: { type: 'user', id: actor.userId },
        action: 'client.sandbox_start',
        entity: 'client',
        entityId: clientId,
        before: before
          ? { active: true, clockOffsetDays: before.clockOffsetDays, forcedDecision: before.forcedDecision }
          : { active: false },
        after: view,
      });
      return view;
    },
    async auditLog(filter, page) {
      const result = await audit.list(filter, page);
      return {
        // Money as the API shows it everywhere else: pesos (stored in centavos, ADR 225); who acted
        // by name.
        items: await auditEntriesView(db, result.items),
        total: result.total,
        totalEstimated: result.totalEstimated,
      };
    },
  };
  return { service };
}
