import type { ClientCheckKey } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { takeFromCap } from '../limits-store';
import type { PublicClientContext } from './public-client-context';

/**
 * `public.clientCheck` (`GET /web/public/client/check/{key}/{value}`): whether an e-mail, phone or
 * CURP is still free. `requester` (the caller's address) is limited to `uniquenessChecksPerMinute`
 * checks (`rate_limited`), which slows enumeration.
 */
export async function clientCheck(
  ctx: Pick<PublicClientContext, 'db' | 'realClock' | 'pii' | 'limits'>,
  {
    params,
    requester,
  }: { readonly params: { key: ClientCheckKey; value: string }; readonly requester: string },
): Promise<{ unique: boolean }> {
  const { db, pii } = ctx;
  const limits = await ctx.limits();
  // A rate limit counts real minutes, whatever the platform clock says (issue 62, ADR 288).
  const now = ctx.realClock.now();
  const allowed = await takeFromCap(db, {
    bucket: 'client_check',
    key: pii.hash('user', `requester:${requester}`),
    window: now.toISOString().slice(0, 16),
    cap: limits.uniquenessChecksPerMinute,
    now,
  });
  if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
  const { key, value } = params;
  const [column, hashed] =
    key === 'email'
      ? [clients.emailHash, emailHashOf(pii, value)]
      : key === 'phone'
        ? [clients.phoneHash, pii.hash('phone', normalizePhone(value))]
        : [clients.curpHash, pii.hash('curp', value.toUpperCase())];
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(column, hashed));
  return { unique: !row };
}
