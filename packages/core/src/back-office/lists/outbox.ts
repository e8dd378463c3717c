import type { OutboxListQuery, OutboxMessage } from '@lender/contracts';
import { and, count, desc, eq, inArray, or, type SQL } from '@lender/db/orm';
import { clients, outbox as messages } from '@lender/db/schema';
import { emailHashOf, emailOf } from '../../contact/email';
import { CoreError } from '../../errors/core-error';
import type { Page } from '../operations-model';
import type { PiiReadContext } from '../reader';
import { outboxMessageOf } from './outbox-list';

/**
 * `backOffice.outbox`: every SMS and e-mail the sandbox adapters sent, by client, channel and status,
 * newest first, codes and links masked (issue 36).
 */
export async function outbox(
  { db, pii }: PiiReadContext,
  { query: { page, perPage, ...filter } }: { readonly query: OutboxListQuery },
): Promise<Page<OutboxMessage>> {
  const conditions: SQL[] = [inArray(messages.channel, filter.channel ? [filter.channel] : ['sms', 'email'])];
  if (filter.status) conditions.push(eq(messages.status, filter.status));
  if (filter.clientId !== undefined) {
    const [client] = await db.select().from(clients).where(eq(clients.id, filter.clientId));
    if (!client) throw new CoreError('not_found');
    conditions.push(
      inArray(messages.recipientHash, [client.phoneHash, emailHashOf(pii, emailOf(pii, client))]),
    );
  }
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db
    .select({ message: messages, owner: clients.id })
    .from(messages)
    .leftJoin(
      clients,
      or(eq(clients.phoneHash, messages.recipientHash), eq(clients.emailHash, messages.recipientHash)),
    )
    .where(where)
    .orderBy(desc(messages.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: totals?.total ?? 0, items: rows.map((row) => outboxMessageOf(row.message, row.owner)) };
}
