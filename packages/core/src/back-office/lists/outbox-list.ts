import type { OutboxListQuery, OutboxMessage } from '@lender/contracts';
import type { outbox } from '@lender/db/schema';
import { maskOutboxBody } from '../../contact/masked-message';

export type OutboxListFilter = Omit<OutboxListQuery, 'page' | 'perPage'>;

/** An outbox row as the back office shows it (the recipient masked, secrets masked). */
export function outboxMessageOf(row: typeof outbox.$inferSelect, clientId: number | null): OutboxMessage {
  const template =
    typeof row.payload?.purpose === 'string' ? row.payload.purpose : (row.subject ?? row.channel);
  return {
    id: row.id,
    channel: row.channel as 'sms' | 'email',
    recipient: row.recipientMasked ?? '',
    template,
    body: maskOutboxBody(row.body, template),
    clientId,
    status: row.status,
    retriedAt: row.retriedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
