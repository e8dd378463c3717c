import type { DirectDebitConsent, DirectDebitConsentRequest } from '@lender/contracts';
import { directDebitConsents } from '@lender/db/schema';
import type { PaymentsContext } from './payment-context';

/**
 * `POST direct-debit/consent`: the client's consent to be charged (card or CLABE), kept with when it
 * was given and from where (IP, user agent).
 */
export async function directDebitConsent(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  {
    actorId: clientId,
    body: input,
    requester,
    userAgent,
  }: {
    actorId: number;
    body: DirectDebitConsentRequest;
    /** Where the consent came from (the browser's address and user agent), when the request says. */
    requester?: string;
    userAgent?: string | null;
  },
): Promise<DirectDebitConsent> {
  const { db, clock } = ctx;
  const now = clock.now();
  const [row] = await db
    .insert(directDebitConsents)
    .values({
      clientId,
      paymentType: input.paymentType,
      acceptedAt: now,
      ip: requester ?? null,
      userAgent: userAgent ?? null,
    })
    .returning();
  if (!row) throw new Error('consent insert returned nothing');
  return { id: row.id, paymentType: row.paymentType, acceptedAt: row.acceptedAt.toISOString() };
}
