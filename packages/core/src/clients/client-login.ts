import { CLIENT_STATUS } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { passwordGate } from '../auth/kdf-gate';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import type { ClientsContext } from './client-context';
import type { ClientsService } from './client-model';

/** Logging in, recovering the password, and the active-client guard. */
export function createClientLogin(ctx: ClientsContext) {
  const {
    deps,
    db,
    pii,
    auth,
    codes,
    throttle,
    loginKey,
    requireCaptcha,
    byId,
    assertPasswordAllowed,
    touch,
    recordOwnChange,
  } = ctx;
  const service: Pick<ClientsService, 'login' | 'recoverPassword' | 'requireActive'> = {
    async login(input, requester) {
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
      const key = loginKey(row?.id ?? username);
      // A bounded queue in front of the KDF (issue 17): a burst past it is 429 `rate_limited` with
      // `Retry-After` before anything is claimed on the account; one account's calls take turns.
      const { claim, matches } = await passwordGate.runInTurn(key, async () => {
        const claimed = await throttle.claim(key, requester);
        const right = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
        return { claim: claimed, matches: right };
      });
      if (!row || !matches) throw new CoreError('invalid_credentials');
      await claim.succeeded();
      if (row.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
      return auth.issue({ accountType: 'client', subjectId: row.id, mfaPending: false });
    },
    async recoverPassword(input) {
      await requireCaptcha(input.captchaToken, 'recover_password');
      const phone = normalizePhone(input.mobilePhone.number);
      const [row] = await db
        .select()
        .from(clients)
        .where(eq(clients.phoneHash, pii.hash('phone', phone)));
      // Only what the requester typed is context here: the account's names would make the answer
      // differ between a registered phone and an unknown one (issue 10 point 8).
      assertPasswordAllowed(input.password, ['password'], { phone });
      // An unknown phone is judged like a known one (its code, if any, was never delivered), so
      // the answer is a code error either way, never `not_found` (issue 10 point 8).
      await codes.verify({ channel: 'sms', to: phone }, 'recover_password', input.smsCode, ['smsCode']);
      if (!row) throw new CoreError('code_invalid', { field: ['smsCode'] });
      await touch(row.id, { passwordHash: await hashPassword(input.password) });
      await recordOwnChange(row.id, 'client.password_reset', ['password']);
      // A reset password ends every open session (someone else may have had the old one).
      await auth.revokeAll('client', row.id, 'password_reset');
      // The owner proved the phone: wrong passwords typed before no longer delay the next login.
      await throttle.succeeded(loginKey(row.id));
      deps.logger.info('client password reset', { clientId: row.id });
    },
    async requireActive(clientId, loaded) {
      const row = loaded?.id === clientId ? loaded : await byId(clientId);
      if (row.status === CLIENT_STATUS.blocked) {
        await auth.revokeAll('client', clientId, 'blocked');
        throw new CoreError('user_blocked');
      }
      return row;
    },
  };
  return { service };
}
