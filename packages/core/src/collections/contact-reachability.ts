import { daysBetween } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { type clients, collectionContacts } from '@lender/db/schema';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';

/**
 * Days without a sign of life after which a phone must be verified again before an outbound
 * collection contact (issue 66, ADR 326): Mexican carriers give a line that was cancelled to someone
 * else, and a recycled line must never be called.
 */
export const SILENT_PHONE_DAYS = 60;

const PHONE_CHANNELS = ['call', 'sms', 'whatsapp'];

/**
 * Throws unless an outbound collection contact may reach the borrower's own `address` now (issue
 * 66, ADR 326): it must have been verified by a code sent to it (403 `contact_not_verified`: at
 * registration or on a change, `clients.phoneVerifiedAt` / `emailVerifiedAt`), and a phone must
 * have shown life within {@link SILENT_PHONE_DAYS} Mexico City days — verified again, or the borrower
 * calling or writing from it (an inbound contact) — and no contact since may have reached someone
 * else (`wrong_number`); otherwise 403 `contact_needs_reverification` until the borrower verifies it
 * again (`client/phone/verify`).
 */
export async function assertReachable(
  tx: Executor,
  client: typeof clients.$inferSelect,
  address: 'phone' | 'email',
  now: Date,
): Promise<void> {
  const verifiedAt = address === 'phone' ? client.phoneVerifiedAt : client.emailVerifiedAt;
  if (verifiedAt === null) throw new CoreError('contact_not_verified', { field: ['to'] });
  if (address === 'email') return;
  const { alive, strangerAnswered } = await phoneLife(tx, client.id, verifiedAt);
  const lastActiveOn = businessDate(alive);
  if (daysBetween(lastActiveOn, businessDate(now)) >= SILENT_PHONE_DAYS || strangerAnswered) {
    throw new CoreError('contact_needs_reverification', { field: ['to'], params: { lastActiveOn } });
  }
}

/**
 * Whether a collector found a stranger on the borrower's phone (`wrong_number`) since it last showed
 * life (its verification, or the borrower calling or writing from it): until the borrower verifies
 * it again, nothing about the loan may reach that line (ADR 326; the notices read it too).
 */
export async function phoneAnsweredByStranger(
  tx: Executor,
  client: Pick<typeof clients.$inferSelect, 'id' | 'phoneVerifiedAt'>,
): Promise<boolean> {
  return (await phoneLife(tx, client.id, client.phoneVerifiedAt)).strangerAnswered;
}

async function phoneLife(
  tx: Executor,
  clientId: number,
  verifiedAt: Date | null,
): Promise<{ alive: Date; strangerAnswered: boolean }> {
  const latest = (direction: 'inbound' | 'outbound', result?: 'wrong_number') =>
    tx
      .select({ at: collectionContacts.contactedAt })
      .from(collectionContacts)
      .where(
        and(
          eq(collectionContacts.clientId, clientId),
          eq(collectionContacts.address, 'phone'),
          eq(collectionContacts.direction, direction),
          inArray(collectionContacts.channel, PHONE_CHANNELS),
          ...(result ? [eq(collectionContacts.result, result)] : []),
        ),
      )
      .orderBy(desc(collectionContacts.contactedAt))
      .limit(1)
      .then((rows) => rows[0]?.at ?? null);
  const inbound = await latest('inbound');
  const alive = inbound && (verifiedAt === null || inbound > verifiedAt) ? inbound : verifiedAt;
  const wrong = await latest('outbound', 'wrong_number');
  return {
    alive: alive ?? new Date(0),
    strangerAnswered: wrong !== null && (alive === null || wrong >= alive),
  };
}
