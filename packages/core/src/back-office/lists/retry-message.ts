import type { OutboxMessage } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, isNull, or, sql } from '@lender/db/orm';
import { clients, outbox } from '@lender/db/schema';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import { emailOf } from '../../contact/email';
import { CoreError } from '../../errors/core-error';
import type { PiiCrypto } from '../../pii';
import type { Providers } from '../../providers/index';
import { outboxMessageOf } from './outbox-list';

/**
 * Sends a failed SMS or e-mail again, once (issue 16): to the client the recipient hash names
 * (the outbox keeps no address in clear), through the same provider port. The failed row is
 * marked `retriedAt` first (a conditional update: two agents retrying send it once), the new
 * send is linked by `retryOf`, and the retry is audited.
 */
export async function retryMessage(
  ctx: {
    readonly db: Database;
    readonly pii: PiiCrypto;
    readonly clock: Clock;
    readonly audit: AuditService;
    readonly providers: Pick<Providers, 'sms' | 'email'>;
  },
  { actorId, params }: { actorId: number; params: { id: number } },
): Promise<OutboxMessage> {
  const messageId = params.id;
  const { db, pii, clock } = ctx;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, messageId));
  if (!row || (row.channel !== 'sms' && row.channel !== 'email')) throw new CoreError('not_found');
  if (row.status !== 'failed' || row.retriedAt) {
    throw new CoreError('invalid_transition', {
      params: { from: row.retriedAt ? 'retried' : row.status, to: 'retried' },
    });
  }
  const [client] = row.recipientHash
    ? await db
        .select()
        .from(clients)
        .where(or(eq(clients.phoneHash, row.recipientHash), eq(clients.emailHash, row.recipientHash)))
    : [];
  if (!client) throw new CoreError('not_found', { message: 'The recipient is no longer a client.' });
  const [claimed] = await db
    .update(outbox)
    .set({ retriedAt: clock.now() })
    .where(and(eq(outbox.id, messageId), isNull(outbox.retriedAt)))
    .returning();
  if (!claimed) throw new CoreError('invalid_transition', { params: { from: 'retried', to: 'retried' } });
  const [last] = await db.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)` }).from(outbox);
  const purpose = typeof row.payload?.purpose === 'string' ? row.payload.purpose : 'retry';
  if (row.channel === 'sms') {
    await ctx.providers.sms.send({ to: pii.decrypt(client.phoneEnc), text: row.body, purpose });
  } else {
    await ctx.providers.email.send({
      to: emailOf(pii, client),
      subject: row.subject ?? '',
      text: row.body,
      purpose,
    });
  }
  await db
    .update(outbox)
    .set({ retryOf: messageId })
    .where(
      and(
        sql`${outbox.id} > ${Number(last?.id ?? 0)}`,
        eq(outbox.recipientHash, row.recipientHash as string),
        isNull(outbox.retryOf),
      ),
    );
  await ctx.audit.record(db, {
    actor: { type: 'user', id: actorId },
    action: 'outbox.retry',
    entity: 'outbox',
    entityId: messageId,
    before: { status: 'failed', retriedAt: null },
    after: { retriedAt: claimed.retriedAt?.toISOString() ?? null },
  });
  return outboxMessageOf(claimed, client.id);
}
