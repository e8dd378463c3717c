import { CLIENT_STATUS, STORED_LANGUAGE } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { hashPassword } from '../auth/passwords';
import { ageOn, today } from '../clock';
import { emailColumns, emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { completeNamePartsOf, givenNameParts, nameValuesOf } from '../identity/name-parts';
import { takeFromCap } from '../limits-store';
import { recordRegistrationConsents } from './borrower-records';
import type { ClientsContext } from './client-context';
import { ADULT_AGE, type ClientsService, isUniqueViolation } from './client-model';

/** Registration and the public checks and codes before it (spec §7 public client endpoints). */
export function createClientRegistration(ctx: ClientsContext) {
  const { deps, db, pii, clock, auth, codes, assertUnique, recordOwnChange } = ctx;
  const { requireCaptcha, limitPublicRequests, assertPasswordAllowed, checkCurp } = ctx;
  const service: Pick<
    ClientsService,
    'register' | 'isUnique' | 'sendPublicSmsCode' | 'checkRegistrationCode' | 'sendEmailCode'
  > = {
    async register(input) {
      await requireCaptcha(input.captchaToken, 'register');
      const email = input.email.toLowerCase();
      const phone = normalizePhone(input.mobilePhone.number);
      const curp = checkCurp(input.nationalIdentificator, input.birthDate, ['nationalIdentificator']);
      if (ageOn(input.birthDate, today(clock)) < ADULT_AGE)
        throw new CoreError('under_age', { field: ['birthDate'] });
      assertPasswordAllowed(input.password, ['password'], {
        names: nameValuesOf(input),
        email,
        phone,
      });
      await assertUnique('emailHash', emailHashOf(pii, email), ['email']);
      await assertUnique('curpHash', pii.hash('curp', curp.curp), ['nationalIdentificator']);
      // The code first, then the phone: a registered phone never gets a registration code (its
      // owner gets a notice), so whoever does not own it learns nothing here (issue 10 point 8).
      await codes.verify({ channel: 'sms', to: phone }, 'registration', input.smsCode, ['smsCode']);
      await assertUnique('phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number']);
      const now = clock.now();
      let row: { id: number } | undefined;
      try {
        [row] = await db
          .insert(clients)
          .values({
            ...emailColumns(pii, email),
            ...completeNamePartsOf(input),
            birthDate: input.birthDate,
            phoneEnc: pii.encrypt(phone),
            phoneHash: pii.hash('phone', phone),
            phoneVerifiedAt: now,
            curpEnc: pii.encrypt(curp.curp),
            curpHash: pii.hash('curp', curp.curp),
            passwordHash: await hashPassword(input.password),
            // Spec §7: the API's `es` is stored as `mx`.
            language: STORED_LANGUAGE,
            affiliate: input.affiliate ?? null,
            status: CLIENT_STATUS.active,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: clients.id });
      } catch (error) {
        // A concurrent registration took the e-mail, phone or CURP between the checks and the insert.
        if (isUniqueViolation(error)) throw new CoreError('not_unique', { field: ['email'] });
        throw error;
      }
      const clientId = row?.id as number;
      await recordRegistrationConsents(db, clientId, input.consents, now);
      deps.logger.info('client registered', { clientId });
      await recordOwnChange(clientId, 'client.register', [
        'email',
        'mobilePhone',
        'nationalIdentificator',
        ...givenNameParts(input),
        'birthDate',
        'password',
      ]);
      const token = await auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false });
      return { clientId, token };
    },
    async isUnique(key, value, requester) {
      const limits = await deps.limits();
      const now = clock.now();
      const minute = now.toISOString().slice(0, 16);
      const allowed = await takeFromCap(db, {
        bucket: 'client_check',
        key: pii.hash('user', `requester:${requester}`),
        window: minute,
        cap: limits.uniquenessChecksPerMinute,
        now,
      });
      if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
      if (key === 'email') {
        const [row] = await db
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.emailHash, emailHashOf(pii, value)));
        return !row;
      }
      const column = key === 'phone' ? clients.phoneHash : clients.curpHash;
      const hashed =
        key === 'phone' ? pii.hash('phone', normalizePhone(value)) : pii.hash('curp', value.toUpperCase());
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(column, hashed));
      return !row;
    },
    async sendPublicSmsCode(number, purpose, context) {
      await limitPublicRequests(context.requester);
      await requireCaptcha(context.captchaToken, 'sms_code');
      const phone = normalizePhone(number);
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.phoneHash, pii.hash('phone', phone)));
      // One answer whoever owns the phone; every limit is spent the same way (issue 10 point 8).
      const deliver =
        purpose === 'registration' ? (row ? 'registered_notice' : 'code') : row ? 'code' : 'nothing';
      return codes.send({ channel: 'sms', to: phone }, purpose, { requester: context.requester, deliver });
    },
    async checkRegistrationCode(number, smsCode, context) {
      await limitPublicRequests(context.requester);
      return codes.check({ channel: 'sms', to: normalizePhone(number) }, 'registration', smsCode, [
        'smsCode',
      ]);
    },
    async sendEmailCode(email, context) {
      await limitPublicRequests(context.requester);
      await requireCaptcha(context.captchaToken, 'email_code');
      return codes.send({ channel: 'email', to: email.toLowerCase() }, 'change_email', {
        requester: context.requester,
      });
    },
  };
  return { service };
}
