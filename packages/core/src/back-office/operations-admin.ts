import { and, count, desc, eq, inArray, type SQL } from '@lender/db/orm';
import { clients, outbox } from '@lender/db/schema';
import { authorize } from './authorize';
import type { OperationsContext } from './operations-context';
import type { BackOfficeService } from './operations-model';

/** Permissions and the outbox. */
export function createOperationsAdmin(ctx: OperationsContext) {
  const { db, clientRow, recipientHashes, messageOf, pageOf } = ctx;
  const service: Pick<BackOfficeService, 'authorize' | 'outbox'> = {
    // The API's permission guard and its phone reveal check the role through here.
    authorize: (userId, permission) => authorize(ctx, userId, permission),
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
  };
  return { service };
}
