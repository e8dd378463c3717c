import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, passesLuhn } from '@lender/calculator/kernel';
import * as z from 'zod';
import { IsoDateSchema } from './dates.js';
import {
  CARD_NUMBER_DIGITS,
  CLABE_DIGITS,
  CURP_LENGTH,
  CURP_PATTERN,
  checkClabe,
  EMAIL_MAX_LENGTH,
  hasTwoWords,
  isCardNumber,
  isCurp,
  isMiddleName,
  isUploadedFile,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  PHONE_DIGITS,
  PHONE_NUMBER_PATTERN,
} from './internal/field-rules.js';

// Rules a refinement needs live in the zod-free `internal/field-rules.ts` (the generated `zod/mini`
// forms call the same functions); re-exported here where they always were.
export { CARD_NUMBER_DIGITS, CLABE_DIGITS, CURP_LENGTH, EMAIL_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_DIGITS };

/** Names: at most 50 characters. */
export const NAME_MAX_LENGTH = 50;
/** Alternate phone: fewer than 8 digits is invalid. */
export const ALTERNATE_PHONE_MIN_DIGITS = 8;
/** SMS code: 3 digits. */
export const SMS_CODE_LENGTH = 3;
/** Password: at least 4 characters. */
export const PASSWORD_MIN_LENGTH = 4;
/** Password: at most 24 characters (the input mask). */
export const PASSWORD_MAX_LENGTH = 24;
/** Promo code: 2 to 64 characters; the calculator's rule, re-exported. */
export { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH };
/** Company name: at least 2 characters. */
export const COMPANY_NAME_MIN_LENGTH = 2;
/** Income: 1 to 6 digits, not starting with 0. */
export const INCOME_MAX = 999_999;
/** Finance amounts (expenses, debts): up to 6 digits. */
export const FINANCE_MAX = 999_999;
/** TOTP codes of back-office users: 6 digits (RFC 6238 default). */
export const TOTP_CODE_LENGTH = 6;

/** A given name or surname: letters and accents, single spaces, 2 to 50 characters. */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH)
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN)
  .meta({ id: 'PersonName', example: 'María José' });

/** A middle name: optional; when given, invalid if exactly one character. */
export const MiddleNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH)
  .refine(isMiddleName, { params: { code: 'too_short' } })
  .meta({ id: 'MiddleName' });

/**
 * A CURP, uppercased: 4 letters, 6 digits (a birth date YYMMDD), 6 letters, 1 alphanumeric, 1 digit.
 * Consistency with the birth date and the check digit are verified on the server
 * (`@lender/clabe`); a failure is `invalid_identificator`.
 */
export const CurpSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurp, { params: { code: 'invalid_identificator' } })
  .meta({ id: 'Curp', pattern: CURP_PATTERN.source, example: 'GODE561231HDFRRN09' });

/**
 * A person's RFC as typed (13 characters, e.g. `GODE561231GR8`): trimmed and upper-cased, at most 20
 * characters with spaces and dashes. Its structure, its check character and whether it is the
 * client's (name, birth date, CURP) are checked on the server (`checkIdentity` of
 * `@lender/clabe/identity`); each disagreement is a violation of the field with the identity code
 * (`rfc_root_mismatch`, …) and its `expected` and `actual`.
 */
export const PersonRfcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .meta({ id: 'PersonRfc', example: 'GODE561231GR8' });

/** An e-mail address; a failure is `invalid_mail`. */
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'invalid_mail' }))
  .meta({ id: 'Email', format: 'email', example: 'cliente@example.com' });

/** A Mexican mobile number: exactly 10 digits, no country code. */
export const PhoneNumberSchema = z
  .string()
  .regex(PHONE_NUMBER_PATTERN)
  .meta({ id: 'PhoneNumber', example: '5512345678' });

/** The phone object the API exchanges. */
export const MobilePhoneSchema = z.object({ number: PhoneNumberSchema }).meta({ id: 'MobilePhone' });
export type MobilePhone = z.infer<typeof MobilePhoneSchema>;

/** An alternate (relative's or work) phone: 8 to 10 digits (under 8 is invalid). */
export const AlternatePhoneNumberSchema = z
  .string()
  .regex(new RegExp(`^\\d{${ALTERNATE_PHONE_MIN_DIGITS},${PHONE_DIGITS}}$`))
  .meta({ id: 'AlternatePhoneNumber', example: '5587654321' });

/** A 3-digit SMS code. */
export const SmsCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`))
  .meta({ id: 'SmsCode', example: '123' });

/** A 6-digit TOTP code (back-office second factor). */
export const TotpCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`))
  .meta({ id: 'TotpCode', example: '123456' });

/** A password: 4 to 24 characters. Common passwords are rejected on the server. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .meta({ id: 'Password', format: 'password' });

/** A promo code: 2 to 64 characters. */
export const PromoCodeSchema = z
  .string()
  .trim()
  .min(PROMO_CODE_MIN_LENGTH)
  .max(PROMO_CODE_MAX_LENGTH)
  .meta({ id: 'PromoCode', example: 'BIENVENIDA' });

/** A relative's full name: at least two words. */
export const RelativeFullNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH * 3)
  .regex(NAME_PATTERN)
  .refine(hasTwoWords, { params: { code: 'too_short' } })
  .meta({ id: 'RelativeFullName', example: 'Ana López' });

/** A company name: at least 2 characters. */
export const CompanyNameSchema = z
  .string()
  .trim()
  .min(COMPANY_NAME_MIN_LENGTH)
  .max(255)
  .meta({ id: 'CompanyName' });

/** True when `digits` passes the Luhn check (bank cards): the kernel's, re-exported. */
export { passesLuhn };

/** A bank card number: exactly 16 digits and a valid Luhn check; a failure is `disbursement_number_invalid`. */
export const CardNumberSchema = z
  .string()
  .refine(isCardNumber, { params: { code: 'disbursement_number_invalid' } })
  .meta({ id: 'CardNumber', pattern: '^\\d{16}$', example: '4111111111111111' });

/**
 * A CLABE as typed: 18 digits. Bank code, city code, checksum and the enabled-bank whitelist
 * are verified on the server with `@lender/clabe` (codes `clabe_invalid_*`, `clabe_bank_not_enabled`).
 */
export const ClabeSchema = z
  .string()
  .check(checkClabe)
  .meta({ id: 'Clabe', pattern: '^\\d{18}$', example: '002010077777777771' });

/** Monthly income in whole pesos: 1 to 6 digits, not starting with 0. */
export const IncomeSchema = z.number().int().min(1).max(INCOME_MAX).meta({ id: 'Income', example: 12000 });

/** A finance amount in whole pesos (expenses, debts): up to 6 digits. */
export const FinanceAmountSchema = z.number().int().min(0).max(FINANCE_MAX).meta({ id: 'FinanceAmount' });

/** A Mexican postal code: 5 digits. */
export const PostalCodeSchema = z
  .string()
  .regex(/^\d{5}$/)
  .meta({ id: 'PostalCode', example: '06700' });

/** A day of the month, 1 to 31. */
export const DayOfMonthSchema = z.number().int().min(1).max(31).meta({ id: 'DayOfMonth' });

/** A birth date `YYYY-MM-DD`; "not in the future" and adult age are checked on the server clock. */
export const BirthDateSchema = IsoDateSchema;

/** The language a borrower registers with: `es`, stored as `mx`. */
export const LANGUAGES = ['es', 'mx'] as const;
export const LanguageSchema = z.enum(LANGUAGES).meta({ id: 'Language' });
export type Language = z.infer<typeof LanguageSchema>;
/** The language code the server stores for Spanish (Mexico) (`es` mapped to `mx`). */
export const STORED_LANGUAGE = 'mx' as const;
/** Maps the registration language to the stored one. */
export function storedLanguage(_language: Language): typeof STORED_LANGUAGE {
  return STORED_LANGUAGE;
}

/** An opaque identifier in a path, e.g. an application or loan id. */
export const IdParamSchema = z.coerce.number().int().positive().meta({ example: 42 });

/** An uploaded file in a multipart body (a `File` in browsers and Node ≥ 20). */
export const UploadedFileSchema = z
  .custom<File>(isUploadedFile, { params: { code: 'upload_wrong_format' } })
  .meta({ id: 'UploadedFile', type: 'string', format: 'binary' });
