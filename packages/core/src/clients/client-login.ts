import { CLIENT_STATUS, type ClientLoginRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clientDataBlocks, clients } from '@lender/db/schema';
import { passwordGate } from '../auth/kdf-gate';
import { createLoginThrottle, type LoginThrottle } from '../auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { IssuedToken } from '../auth/sessions';
import { emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import type { ResolvedDocumentsOptions } from '../documents/documents-options';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';
import type { PublicClientContext } from './public-client-context';

/**
 * The login attempts of clients (`auth/login-throttle.ts`): kept in PostgreSQL, bucket `login:client`,
 * on real time (a platform clock move never lifts or lengthens a delay, issue 62, ADR 288).
 */
export function clientLoginThrottle(
  ctx: Pick<PublicClientContext, 'db' | 'realClock' | 'pii' | 'limits'>,
): LoginThrottle {
  const { db, realClock, pii } = ctx;
  return createLoginThrottle({
    db,
    clock: realClock,
    pii,
    limits: () => ctx.limits(),
    bucket: 'login:client',
  });
}

/** The throttle's key of a client (by id) or of an unknown username: one counter per account. */
export function clientLoginKey(ctx: { readonly pii: PiiCrypto }, account: number | string): string {
  return ctx.pii.hash('user', typeof account === 'number' ? `client-id:${account}` : `client:${account}`);
}

/**
 * `public.clientLogin` (`POST /web/public/client/login`): the phone (10 digits) or e-mail and the
 * password give a client token. `requester`, the caller's address, is limited per minute and hour
 * (issue 10 point 7). A borrower whose personal data a cancellation blocked (ADR 292) signs in no
 * more: the right password answers `personal_data_blocked` with the privacy officer's address
 * (issue 63); a wrong one is `invalid_credentials` as for anyone.
 */
export async function clientLogin(
  ctx: Pick<PublicClientContext, 'db' | 'realClock' | 'pii' | 'limits' | 'auth'> & {
    readonly documentsOptions: Pick<ResolvedDocumentsOptions, 'company'>;
  },
  { body: input, requester }: { readonly body: ClientLoginRequest; readonly requester: string },
): Promise<IssuedToken> {
  const { db, pii } = ctx;
  const username = input.username.trim().toLowerCase();
  const isPhone = /^\d{10}$/.test(username);
  const [row] = await db
    .select()
    .from(clients)
    .where(
      isPhone
        ? eq(clients.phoneHash, pii.hash('phone', normalizePhone(username)))
        : eq(clients.emailHash, emailHashOf(pii, username)),
    );
  // One counter per account whichever identifier is typed (phone or e-mail); per username for
  // unknown ones. Claimed, and counted as a failure, BEFORE the password is checked.
  const key = clientLoginKey(ctx, row?.id ?? username);
  const throttle = clientLoginThrottle(ctx);
  // A bounded queue in front of the KDF (issue 17): a burst past it is 429 `rate_limited` with
  // `Retry-After` before anything is claimed on the account; one account's calls take turns.
  const { claim, matches } = await passwordGate.runInTurn(key, async () => {
    const claimed = await throttle.claim(key, requester);
    const right = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
    return { claim: claimed, matches: right };
  });
  if (!row || !matches) throw new CoreError('invalid_credentials');
  await claim.succeeded();
  const [blocked] = await db
    .select({ clientId: clientDataBlocks.clientId })
    .from(clientDataBlocks)
    .where(eq(clientDataBlocks.clientId, row.id));
  if (blocked) {
    throw new CoreError('personal_data_blocked', {
      params: { privacyEmail: ctx.documentsOptions.company.privacyEmail },
    });
  }
  if (row.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
  return ctx.auth.issue({ accountType: 'client', subjectId: row.id, mfaPending: false });
}
