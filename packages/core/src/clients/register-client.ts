import { CLIENT_STATUS, type ClientRegistrationRequest, STORED_LANGUAGE } from '@lender/contracts';
import { clients } from '@lender/db/schema';
import { hashPassword } from '../auth/passwords';
import type { IssuedToken } from '../auth/sessions';
import { ageOn, today } from '../clock';
import { requireCaptcha } from '../codes/public-requests';
import { emailColumns, emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { completeNamePartsOf, givenNameParts, nameValuesOf } from '../identity/name-parts';
import { screenClient } from '../pld/screen-client';
import { ADULT_AGE, isUniqueViolation } from './client-model';
import { assertPasswordAllowed, assertUniqueClient, checkCurp, recordOwnChange } from './client-rows';
import { recordRegistrationConsents } from './consents';
import type { PublicClientContext } from './public-client-context';

/**
 * `public.registerClient` (`POST /web/public/client`): every spec §5 rule, and the client is logged
 * in (spec §4). Captcha v3 (`input.captchaToken`, action `register`) is required; the phone's SMS
 * code (limited per caller address when it was sent) proves the phone.
 */
export async function registerClient(
  ctx: PublicClientContext,
  { body: input }: { readonly body: ClientRegistrationRequest },
): Promise<IssuedToken> {
  const { db, pii, clock } = ctx;
  await requireCaptcha(ctx, input.captchaToken, 'register');
  const email = input.email.toLowerCase();
  const phone = normalizePhone(input.mobilePhone.number);
  const curp = checkCurp(ctx, input.nationalIdentificator, input.birthDate, ['nationalIdentificator']);
  if (ageOn(input.birthDate, today(clock)) < ADULT_AGE)
    throw new CoreError('under_age', { field: ['birthDate'] });
  assertPasswordAllowed(input.password, ['password'], { names: nameValuesOf(input), email, phone });
  await assertUniqueClient(ctx, 'emailHash', emailHashOf(pii, email), ['email']);
  await assertUniqueClient(ctx, 'curpHash', pii.hash('curp', curp.curp), ['nationalIdentificator']);
  // The code first, then the phone: a registered phone never gets a registration code (its
  // owner gets a notice), so whoever does not own it learns nothing here (issue 10 point 8).
  await ctx.codes.verify({ channel: 'sms', to: phone }, 'registration', input.smsCode, ['smsCode']);
  await assertUniqueClient(ctx, 'phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number']);
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
  ctx.logger.info('client registered', { clientId });
  // Anti-money-laundering (issue 50): every borrower is screened against the lists at registration.
  await screenClient(ctx, clientId, 'registration');
  await recordOwnChange(ctx, clientId, 'client.register', [
    'email',
    'mobilePhone',
    'nationalIdentificator',
    ...givenNameParts(input),
    'birthDate',
    'password',
  ]);
  return ctx.auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false });
}
