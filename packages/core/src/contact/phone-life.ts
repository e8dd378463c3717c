import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { type clients, collectionContacts } from '@lender/db/schema';

const PHONE_CHANNELS = ['call', 'sms', 'whatsapp'];

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

/**
 * When the borrower's phone last showed life (verified, or the borrower calling or writing from it)
 * and whether a contact since reached a stranger (`wrong_number`): what collections (ADR 326) and
 * notices (ADR 372) read before a line is used.
 */
export async function phoneLife(
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
