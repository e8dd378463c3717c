import { curpCheckDigit } from '@lender/clabe/curp';
import type { AddressStepRequest, ClientRegistrationInput } from '@lender/contracts';
import { schema } from '@lender/core/db';
import { desc, eq } from '@lender/db/orm';
import type { TestApp } from './test-app';

/** A CURP with a correct check digit from its first 17 characters. */
export function curp(first17: string): string {
  return `${first17}${curpCheckDigit(first17)}`;
}

/** Born 1990-05-14 (adult on the test clock, 2026-03-02). */
export const ADULT_CURP = curp('PEGJ900514HDFRRN0');
export const ADULT_BIRTH_DATE = '1990-05-14';
/** The same CURP with its check digit changed. */
export const WRONG_CHECK_DIGIT_CURP = `${ADULT_CURP.slice(0, 17)}${(Number(ADULT_CURP.slice(17)) + 1) % 10}`;

/** Any non-empty token passes the sandbox captcha (score 0.9); `fail` fails it. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-token';

/**
 * A step-three home address (spec §4) that agrees with the geo fixture: Calle Orizaba 10, colonia
 * Roma Norte (ward 90150947), Cuauhtémoc (city 9015), Ciudad de México (region 9), CP 06700.
 */
export const ROMA_NORTE_ADDRESS = {
  postalCode: '06700',
  regionId: 9,
  cityId: 9015,
  wardId: 90150947,
  street: 'Calle Orizaba',
  exteriorNumber: '10',
} as const satisfies AddressStepRequest;

let counter = 0;
/** A unique 10-digit phone per call (tests never share data). */
export function nextPhone(): string {
  counter += 1;
  return `55${String((counter * 7919) % 100_000_000).padStart(8, '0')}`;
}

/** A valid registration body; pass a different `curp17`/`birthDate` pair for a second client. */
export function registrationBody(overrides: Partial<ClientRegistrationInput> = {}): ClientRegistrationInput {
  return {
    firstName: 'Juan',
    lastName: 'Pérez',
    secondLastName: 'García',
    birthDate: ADULT_BIRTH_DATE,
    nationalIdentificator: ADULT_CURP,
    email: `juan.${Date.now()}.${counter}@example.com`,
    mobilePhone: { number: nextPhone() },
    smsCode: '000',
    password: 'Nube4242',
    repeatPassword: 'Nube4242',
    language: 'es',
    consents: { termsAndConditions: true, privacyNotice: true, creditBureau: true, marketing: false },
    captchaToken: SANDBOX_CAPTCHA_TOKEN,
    ...overrides,
  };
}

/** The last code the sandbox sent to `to` (phone digits or e-mail), read from the outbox like a tester would. */
export async function lastCodeSentTo(t: TestApp, to: string): Promise<string> {
  const hash = /^\d{10}$/.test(to)
    ? t.core.pii.hash('phone', `+52${to}`)
    : t.core.pii.hash('email', to.toLowerCase());
  const [row] = await t.core.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.recipientHash, hash))
    .orderBy(desc(schema.outbox.id))
    .limit(1);
  const match = /(\d{3,6})/.exec(row?.body ?? '');
  if (!match?.[1]) throw new Error(`no code in the outbox for ${to}`);
  return match[1];
}

/** Requests a registration SMS code and returns it from the outbox. */
export async function registrationCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.call('POST', '/web/public/client/phone/sms-code', {
    body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
  });
  if (res.status !== 200) throw new Error(`sms-code failed: ${res.status} ${JSON.stringify(res.body)}`);
  return lastCodeSentTo(t, phone);
}

/**
 * Registers a client through the API (SMS code from the outbox) and returns its token and body.
 * The cooldown clock moves a little so that the next test's SMS is not refused.
 */
export async function registerClient(t: TestApp, overrides: Partial<ClientRegistrationInput> = {}) {
  const body = registrationBody(overrides);
  const smsCode = await registrationCode(t, body.mobilePhone.number);
  const res = await t.call('POST', '/web/public/client', { body: { ...body, smsCode } });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  t.clock.advance(61_000);
  return { token: res.body.Authorization as string, body, response: res };
}
