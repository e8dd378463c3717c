import * as z from 'zod';
import {
  BirthDateSchema,
  CurpSchema,
  EmailSchema,
  LanguageSchema,
  MiddleNameSchema,
  MobilePhoneSchema,
  PasswordSchema,
  PersonNameSchema,
  SmsCodeSchema,
} from '../fields.js';
import { checkClientCheckValue } from '../internal/client-check.js';
import { repeatsPassword } from '../internal/refinements.js';
import { AffiliateDataSchema } from './affiliate.js';

/**
 * A captcha v3 token from the page's `grecaptcha.execute`. Optional in the schema so a
 * missing token gets its own code (`captcha_required`) rather than a generic `required`.
 */
export const CaptchaTokenSchema = z.string().min(1).max(4096);

/** Consents given at registration (privacy notice: necessary vs voluntary purposes; credit bureau). */
export const RegistrationConsentsSchema = z
  .object({
    termsAndConditions: z.literal(true),
    privacyNotice: z.literal(true),
    creditBureau: z.literal(true),
    /** Voluntary purposes (marketing) of the privacy notice. */
    marketing: z.boolean().default(false),
    /**
     * The privacy notice's voluntary behavioural-scoring purpose: how the form is filled
     * (never what is typed) may be collected and used in the decision. Recorded like the others.
     */
    behaviouralScoring: z.boolean().default(false),
  })
  .meta({ id: 'RegistrationConsents' });
export type RegistrationConsents = z.infer<typeof RegistrationConsentsSchema>;

/**
 * One part of the borrower's name as the registration asks for it: the request field (the same
 * name in the profile, the personal-data update and the back-office's client), whether it is
 * required, and the browser's autocomplete token.
 */
export interface NameFieldDeclaration {
  readonly name: string;
  readonly required: boolean;
  readonly autoComplete?: string;
}

/**
 * The parts of a borrower's name, in the order they are written (nombre, segundo nombre,
 * apellido paterno, apellido materno). Declared once: the sites' registration steps render and
 * read their fields from it, the summary, the profile and the back-office's record write the
 * full name with `fullNameOf`; each part's label is `registration:details.<name>` in
 * `@lender/i18n`. A new part is a line here and in the request schemas below, its column in core
 * and its words.
 */
export const NAME_FIELDS = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'middleName', required: false, autoComplete: 'additional-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'secondLastName', required: false },
] as const satisfies readonly NameFieldDeclaration[];

/** A part of a borrower's name (`NAME_FIELDS`). */
export type NameField = (typeof NAME_FIELDS)[number]['name'];

/**
 * The full name in the order of `NAME_FIELDS`, the missing parts left out.
 *
 * @example
 * ```ts
 * fullNameOf({ firstName: 'Ana', middleName: null, lastName: 'López', secondLastName: 'Ruiz' }); // 'Ana López Ruiz'
 * ```
 */
export function fullNameOf(person: Partial<Record<NameField, string | null | undefined>>): string {
  return NAME_FIELDS.map((field) => person[field.name])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

/**
 * The name as a CURP and an RFC read it (`PersonName` of `@lender/clabe`): the given names (the
 * parts before the first surname, in `NAME_FIELDS` order), the first surname and the second.
 *
 * @example
 * ```ts
 * personNameOf({ firstName: 'María', middleName: 'José', lastName: 'de la Cruz', secondLastName: null });
 * // { givenNames: 'María José', firstSurname: 'de la Cruz', secondSurname: null }
 * ```
 */
export function personNameOf(person: Partial<Record<NameField, string | null | undefined>>): {
  givenNames: string;
  firstSurname: string;
  secondSurname: string | null;
} {
  const firstSurname = NAME_FIELDS.findIndex((field) => field.name === 'lastName');
  return {
    givenNames: fullNameOf(
      Object.fromEntries(NAME_FIELDS.slice(0, firstSurname).map((field) => [field.name, person[field.name]])),
    ),
    firstSurname: person.lastName ?? '',
    secondSurname: person.secondLastName || null,
  };
}

/**
 * `POST /web/public/client`: registration. The phone is verified by the SMS code
 * sent by `client/phone/sms-code`; CURP consistency with `birthDate` and adult age are checked on
 * the server (`invalid_identificator`, `under_age`). Success logs the client in.
 */
export const ClientRegistrationRequestSchema = z
  .object({
    firstName: PersonNameSchema,
    middleName: MiddleNameSchema.optional(),
    lastName: PersonNameSchema,
    secondLastName: PersonNameSchema.optional(),
    birthDate: BirthDateSchema,
    nationalIdentificator: CurpSchema,
    email: EmailSchema,
    mobilePhone: MobilePhoneSchema,
    smsCode: SmsCodeSchema,
    password: PasswordSchema,
    repeatPassword: z.string(),
    /** `es`; the server stores it as `mx`. */
    language: LanguageSchema,
    consents: RegistrationConsentsSchema,
    affiliate: AffiliateDataSchema.optional(),
    /** Captcha v3 token; required: `captcha_required` / `captcha_invalid`. */
    captchaToken: CaptchaTokenSchema.optional(),
  })
  .refine(repeatsPassword, {
    path: ['repeatPassword'],
    params: { code: 'not_equal' },
  })
  .meta({ id: 'ClientRegistrationRequest' });
export type ClientRegistrationRequest = z.infer<typeof ClientRegistrationRequestSchema>;
export type ClientRegistrationInput = z.input<typeof ClientRegistrationRequestSchema>;

/** Keys `GET /web/public/client/check/{key}/{value}` can check for uniqueness. */
export const CLIENT_CHECK_KEYS = ['email', 'phone', 'nationalIdentificator'] as const;
export const ClientCheckKeySchema = z.enum(CLIENT_CHECK_KEYS);
export type ClientCheckKey = z.infer<typeof ClientCheckKeySchema>;

/** Path of `GET /web/public/client/check/{key}/{value}`; the value is validated by its key's rule. */
export const ClientCheckParamsSchema = z
  .object({ key: ClientCheckKeySchema, value: z.string().min(1).max(255) })
  .check(checkClientCheckValue);
export type ClientCheckParams = z.infer<typeof ClientCheckParamsSchema>;

/** Answer of the uniqueness check: `unique` false means the value belongs to another client. */
export const ClientCheckResultSchema = z.object({ unique: z.boolean() }).meta({ id: 'ClientCheckResult' });
export type ClientCheckResult = z.infer<typeof ClientCheckResultSchema>;

/** What an SMS code is for. */
export const SMS_CODE_PURPOSES = [
  'registration',
  'recover_password',
  'change_phone',
  'verify_phone',
] as const;
export const SmsCodePurposeSchema = z.enum(SMS_CODE_PURPOSES).meta({ id: 'SmsCodePurpose' });
export type SmsCodePurpose = z.infer<typeof SmsCodePurposeSchema>;

/**
 * `POST /web/public/client/phone/sms-code` (and `-ts`): send a 3-digit code to `mobilePhone`.
 * The answer is the same whether the phone is registered or not: for
 * `registration`, a registered phone's owner gets a notice instead of a code; for
 * `recover_password`, an unknown phone gets nothing. Captcha v3 (action `sms_code`) is required.
 */
export const PublicSmsCodeRequestSchema = z
  .object({
    mobilePhone: MobilePhoneSchema,
    purpose: z.enum(['registration', 'recover_password']).default('registration'),
    /** Captcha v3 token; required. */
    captchaToken: CaptchaTokenSchema.optional(),
  })
  .meta({ id: 'PublicSmsCodeRequest' });
export type PublicSmsCodeRequest = z.infer<typeof PublicSmsCodeRequestSchema>;

/**
 * `POST /web/public/client/phone/sms-code/check`: whether `smsCode` is the registration code last sent
 * to `mobilePhone`, judged without using it up (the registration consumes it). A wrong guess spends
 * one of the code's attempts (`code_invalid`, `code_expired`, `code_attempts_exceeded` on `smsCode`);
 * a right one spends nothing.
 */
export const RegistrationCodeCheckRequestSchema = z
  .object({ mobilePhone: MobilePhoneSchema, smsCode: SmsCodeSchema })
  .meta({ id: 'RegistrationCodeCheckRequest' });
export type RegistrationCodeCheckRequest = z.infer<typeof RegistrationCodeCheckRequestSchema>;

/** The code is right: seconds it still lives (the registration must come before). */
export const RegistrationCodeCheckedSchema = z
  .object({ expiresIn: z.number().int().positive() })
  .meta({ id: 'RegistrationCodeChecked' });
export type RegistrationCodeChecked = z.infer<typeof RegistrationCodeCheckedSchema>;

/**
 * A code was sent. Limits: a resend cooldown (`already_sent_in_last_minutes`) and a daily cap per
 * phone (`request_count_by_day_exceed`).
 */
export const CodeSentSchema = z
  .object({
    /** Seconds until the code expires. */
    expiresIn: z.number().int().positive(),
    /** Seconds until another code may be requested. */
    resendIn: z.number().int().nonnegative(),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** `POST /web/public/client/email/send-code`: send a code to an e-mail address. */
export const EmailSendCodeRequestSchema = z
  .object({
    email: EmailSchema,
    /** Captcha v3 token; required. */
    captchaToken: CaptchaTokenSchema.optional(),
  })
  .meta({ id: 'EmailSendCodeRequest' });
export type EmailSendCodeRequest = z.infer<typeof EmailSendCodeRequestSchema>;

/**
 * `POST /web/public/client/recover/password`: a complete reset by the SMS code sent with purpose
 * `recover_password`. An unknown phone answers like a wrong code (`code_invalid`), never
 * `not_found`: the answer must not tell who is a client.
 */
export const RecoverPasswordRequestSchema = z
  .object({
    mobilePhone: MobilePhoneSchema,
    smsCode: SmsCodeSchema,
    password: PasswordSchema,
    repeatPassword: z.string(),
    /** Captcha v3 token; required. */
    captchaToken: CaptchaTokenSchema.optional(),
  })
  .refine(repeatsPassword, {
    path: ['repeatPassword'],
    params: { code: 'not_equal' },
  })
  .meta({ id: 'RecoverPasswordRequest' });
export type RecoverPasswordRequest = z.infer<typeof RecoverPasswordRequestSchema>;
