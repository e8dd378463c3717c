import { luhnCheckDigit } from '@lender/calculator/kernel';
import { validateCurp } from '@lender/clabe/curp';
import { CLIENT_STATUS } from '@lender/contracts';
import { clientGeo, clientMetrics, type clients } from '@lender/db/schema';
import { ageOn, today } from '../clock';
import { emailColumns, emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { namePatchOf } from '../identity/name-parts';
import type { ClientsContext } from './client-context';
import { ADULT_AGE, type ClientsService } from './client-model';
import { profileFactsOf } from './profile-flags';

/** The client's profile: reading and editing it, phone and e-mail changes, codes, status. */
export function createClientProfile(ctx: ClientsContext) {
  const { deps, db, pii, clock, auth, codes, assertUnique, recordOwnChange } = ctx;
  const { byId, profileRead, withFlags, touch } = ctx;
  const service: Pick<
    ClientsService,
    | 'profile'
    | 'authenticateProfile'
    | 'update'
    | 'verificationCode'
    | 'verificationDigit'
    | 'changePhone'
    | 'changeEmail'
    | 'sendClientSmsCode'
    | 'verifyPhone'
    | 'saveGeo'
    | 'saveMetrics'
    | 'setStatus'
  > = {
    async profile(clientId, row, facts) {
      if (row?.id === clientId) return withFlags(row, facts);
      return withFlags(await byId(clientId));
    },
    async authenticateProfile(token) {
      const { auth: checked, row } = await auth.authenticateClientWith(
        token,
        async (id) => (await profileRead.execute({ id }))[0],
      );
      const client = row.client ?? undefined;
      return { auth: checked, client, facts: profileFactsOf(row.facts, client?.closedLoansCount ?? 0) };
    },
    async update(clientId, input) {
      const row = await byId(clientId);
      if (input.birthDate !== undefined) {
        if (ageOn(input.birthDate, today(clock)) < ADULT_AGE)
          throw new CoreError('under_age', { field: ['birthDate'] });
        if (row.curpEnc) {
          const curp = validateCurp(pii.decrypt(row.curpEnc));
          if (curp.ok && curp.birthDate !== input.birthDate) {
            throw new CoreError('invalid_identificator', { field: ['birthDate'] });
          }
        }
      }
      const patch: Partial<typeof clients.$inferInsert> = {};
      Object.assign(patch, namePatchOf(input));
      if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
      if (input.salaryCycle !== undefined) patch.salaryCycle = input.salaryCycle;
      if (input.payDate !== undefined) patch.payDate = input.payDate;
      await touch(clientId, patch);
      if (input.salaryCycle !== undefined && input.salaryCycle !== row.salaryCycle) {
        await deps.onIncomeChanged?.(clientId);
      }
      return withFlags(await byId(clientId));
    },
    async verificationCode(clientId) {
      // A stable code the client reads to customer care: 8 characters of a keyed hash of the id.
      const digest = pii.hash('user', `verification:${clientId}`);
      return digest
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 8);
    },
    async verificationDigit(clientId) {
      return String(luhnCheckDigit(String(clientId).padStart(10, '0')));
    },
    async changePhone(clientId, input) {
      const row = await byId(clientId);
      const phone = normalizePhone(input.mobilePhone.number);
      if (pii.hash('phone', phone) === row.phoneHash)
        throw new CoreError('must_differ', { field: ['mobilePhone', 'number'] });
      await assertUnique('phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number'], clientId);
      await codes.verify({ channel: 'sms', to: phone }, 'change_phone', input.smsCode, ['smsCode']);
      await touch(clientId, {
        phoneEnc: pii.encrypt(phone),
        phoneHash: pii.hash('phone', phone),
        phoneVerifiedAt: clock.now(),
      });
      await recordOwnChange(clientId, 'client.phone_change', ['mobilePhone']);
    },
    async changeEmail(clientId, input) {
      const row = await byId(clientId);
      const email = input.email.toLowerCase();
      // Spec §5: a new e-mail must differ from the current one.
      if (emailHashOf(pii, email) === row.emailHash) throw new CoreError('must_differ', { field: ['email'] });
      await assertUnique('emailHash', emailHashOf(pii, email), ['email'], clientId);
      if (input.code !== undefined) {
        await codes.verify({ channel: 'email', to: email }, 'change_email', input.code, ['code']);
      }
      await touch(clientId, {
        ...emailColumns(pii, email),
        emailVerifiedAt: input.code !== undefined ? clock.now() : null,
      });
      await recordOwnChange(clientId, 'client.email_change', ['email']);
    },
    async sendClientSmsCode(clientId, input, requester) {
      const row = await byId(clientId);
      if (input.purpose === 'change_phone') {
        if (!input.mobilePhone) throw new CoreError('required', { field: ['mobilePhone', 'number'] });
        const phone = normalizePhone(input.mobilePhone.number);
        if (pii.hash('phone', phone) === row.phoneHash) {
          throw new CoreError('must_differ', { field: ['mobilePhone', 'number'] });
        }
        await assertUnique('phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number'], clientId);
        return codes.send({ channel: 'sms', to: phone }, 'change_phone', { requester });
      }
      return codes.send({ channel: 'sms', to: pii.decrypt(row.phoneEnc) }, 'verify_phone', { requester });
    },
    async verifyPhone(clientId, smsCode) {
      const row = await byId(clientId);
      await codes.verify({ channel: 'sms', to: pii.decrypt(row.phoneEnc) }, 'verify_phone', smsCode, [
        'smsCode',
      ]);
      await touch(clientId, { phoneVerifiedAt: clock.now() });
    },
    async saveGeo(clientId, input) {
      await db.insert(clientGeo).values({
        clientId,
        latitude: String(input.latitude),
        longitude: String(input.longitude),
        accuracy: input.accuracy === undefined ? null : String(input.accuracy),
        createdAt: clock.now(),
      });
    },
    async saveMetrics(clientId, input) {
      await db.insert(clientMetrics).values({ clientId, payload: { ...input }, createdAt: clock.now() });
    },
    async setStatus(clientId, status) {
      await touch(clientId, { status });
      if (status === CLIENT_STATUS.blocked) await auth.revokeAll('client', clientId, 'blocked');
    },
  };
  return { service };
}
