import {
  BankStatementUploadRequestSchema,
  BelvoStoreLinkRequestSchema,
  type ClientDocumentType,
  ClientDocumentUploadRequestSchema,
  ClientLoginRequestSchema,
  ClientRegistrationRequestSchema,
  DebitCardRequestSchema,
  fieldNameFromPropertyPath,
  NAME_FIELDS,
  type NameField,
  PublicSmsCodeRequestSchema,
  RecoverPasswordRequestSchema,
  SaveAccountNumberRequestSchema,
  SmsCodeSchema,
  violationsFromZodError,
} from '@lender/contracts';
import type { Translate } from '@lender/i18n';
import { masks } from '@lender/ui';
import * as z from 'zod';
import { BELVO_INSTITUTIONS } from './belvo-institutions';
import { type FormValidator, fieldMessageKey, type LiveSchema, formText as text } from './live-form';
import { MAX_UPLOAD_BYTES, type UploadRules } from './upload-rules';

/** Spanish text per field name for what the schema refuses in this form (empty when valid). */
export function liveErrors(spec: LiveSchema, form: FormData, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = spec.body(form);
  const result = spec.schema.safeParse(input);
  if (!result.success) {
    for (const violation of violationsFromZodError(result.error, input)) {
      const path = fieldNameFromPropertyPath(violation.propertyPath);
      const field = spec.fields?.[path] ?? path;
      errors[field] ??= t(fieldMessageKey(violation.code, path));
    }
  }
  for (const [field, message] of Object.entries(spec.extra?.(form, t) ?? {})) errors[field] ??= message;
  return errors;
}

/** The browser's validator of a form (`useLiveForm` loads it with this module). */
export const validatorOf =
  (spec: LiveSchema): FormValidator =>
  (form, t) =>
    liveErrors(spec, form, t);

// The site's forms and the API request each one sends, checked with the request's own schema from
// `@lender/contracts` (issue 14: the browser validates as you type with the server's schemas). The
// actions build their request with the same `body` functions.

const consentRequired = (form: FormData, names: readonly string[], message: string) =>
  Object.fromEntries(names.filter((name) => form.get(name) !== 'on').map((name) => [name, message]));

/** `/ingresar`: phone (10 digits) or e-mail, and the password. */
export const loginForm: LiveSchema = {
  schema: ClientLoginRequestSchema,
  body(form) {
    const raw = text(form, 'username');
    return {
      username: raw.includes('@') ? raw.toLowerCase() : masks.phoneMask.parse(raw),
      password: text(form, 'password'),
    };
  },
};

/** The phone that receives an SMS code (registration and recovery). */
export const phoneForm: LiveSchema = {
  schema: PublicSmsCodeRequestSchema,
  body: (form) => ({ mobilePhone: { number: masks.phoneMask.parse(text(form, 'phone')) } }),
  fields: { 'mobilePhone.number': 'phone', mobilePhone: 'phone' },
};

/** The registration's SMS code (the request that checks it is the registration itself). */
export const smsCodeForm: LiveSchema = {
  schema: z.object({ smsCode: SmsCodeSchema }),
  body: (form) => ({ smsCode: text(form, 'smsCode').replace(/\D/g, '') }),
};

/** `/recover` second stage: the code and the new password (the phone comes from the first stage). */
export const recoverForm = (phone: string): LiveSchema => ({
  schema: RecoverPasswordRequestSchema,
  body: (form) => ({
    mobilePhone: { number: phone },
    smsCode: text(form, 'smsCode'),
    password: text(form, 'password'),
    repeatPassword: text(form, 'repeatPassword'),
  }),
});

const CONSENTS = ['privacyNotice', 'termsAndConditions', 'creditBureau'] as const;

/** The registration's details and consents; `phone` and `smsCode` are the earlier stages'. */
export function detailsForm(phone: string, smsCode: string, consentMessage: string): LiveSchema {
  return {
    schema: ClientRegistrationRequestSchema,
    body: (form) => detailsBody(form, phone, smsCode),
    fields: { nationalIdentificator: 'curp', 'mobilePhone.number': 'phone' },
    extra: (form) => consentRequired(form, CONSENTS, consentMessage),
  };
}

/** The parts of the name (`NAME_FIELDS` of the contracts) a form carries; an empty optional part is left out. */
export function nameFieldsOf(
  form: FormData,
): Record<RequiredNamePart, string> & Partial<Record<NameField, string>> {
  const parts: Partial<Record<NameField, string>> = {};
  for (const field of NAME_FIELDS) {
    const value = text(form, field.name);
    if (value || field.required) parts[field.name] = value;
  }
  return parts as Record<RequiredNamePart, string> & Partial<Record<NameField, string>>;
}

/** The parts of a name a request must carry. */
type RequiredNamePart = Extract<(typeof NAME_FIELDS)[number], { required: true }>['name'];

export function detailsBody(form: FormData, phone: string, smsCode: string) {
  return {
    // The parts of the name as declared (`NAME_FIELDS`): an optional part left empty is not sent.
    ...nameFieldsOf(form),
    birthDate: masks.dateDigitsToIso(masks.dateMask.parse(text(form, 'birthDate'))) ?? '',
    nationalIdentificator: masks.curpMask.parse(text(form, 'curp')),
    email: text(form, 'email'),
    mobilePhone: { number: phone },
    smsCode,
    password: text(form, 'password'),
    repeatPassword: text(form, 'repeatPassword'),
    language: 'es' as const,
    consents: {
      privacyNotice: form.get('privacyNotice') === 'on',
      termsAndConditions: form.get('termsAndConditions') === 'on',
      creditBureau: form.get('creditBureau') === 'on',
      marketing: form.get('marketing') === 'on',
      // The voluntary scoring purpose: its own consent record (issue 18), not inferred from the link.
      behaviouralScoring: form.get('scoring') === 'on',
    },
  };
}

/** `/registration/debit-credit-card`, first the CLABE. */
export const clabeForm: LiveSchema = {
  schema: SaveAccountNumberRequestSchema,
  body: (form) => ({ accountNumber: masks.clabeMask.parse(text(form, 'clabe')) }),
  fields: { accountNumber: 'clabe' },
};

/** `/registration/debit-credit-card`, then the card with the consent to charge it. */
export function cardForm(consentMessage: string): LiveSchema {
  return {
    schema: DebitCardRequestSchema,
    body: (form) => {
      const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text(form, 'expiry'));
      return {
        cardNumber: masks.cardMask.parse(text(form, 'cardNumber')),
        holderName: text(form, 'holderName'),
        expiryMonth: expiry ? Number(expiry[1]) : undefined,
        expiryYear: expiry ? 2000 + Number(expiry[2]) : undefined,
      };
    },
    fields: { expiryMonth: 'expiry', expiryYear: 'expiry' },
    extra: (form) => consentRequired(form, ['consent'], consentMessage),
  };
}

const MIME_OF: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

const fileOf = (form: FormData, name: string): File | undefined => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
};

/**
 * An upload step's files, each checked with the request that uploads it (`@lender/contracts`: the
 * file is required and must be a file) and then the rules the API applies to its bytes: format by
 * extension or type, the 10 MiB limit, and (in the browser, which knows when a photo was taken)
 * the 120 s freshness of ID photos. `now` is the clock (tests).
 */
export function uploadForm(rules: UploadRules, now: () => number = Date.now): LiveSchema {
  const request = (slot: ClientDocumentType) =>
    slot === 'bank_statement' ? BankStatementUploadRequestSchema : ClientDocumentUploadRequestSchema;
  return {
    schema: z.object(Object.fromEntries(rules.slots.map((slot) => [slot, request(slot)]))),
    body: (form) =>
      Object.fromEntries(
        rules.slots.map((slot) => [
          slot,
          slot === 'bank_statement' ? { file: fileOf(form, slot) } : { type: slot, file: fileOf(form, slot) },
        ]),
      ),
    fields: Object.fromEntries(rules.slots.map((slot) => [`${slot}.file`, slot])),
    extra(form, t) {
      const errors: Record<string, string> = {};
      const list = rules.formats.map((format) => format.toUpperCase()).join(', ');
      const types = rules.formats.map((format) => MIME_OF[format]);
      for (const slot of rules.slots) {
        const file = fileOf(form, slot);
        if (!file) continue;
        const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
        if (!rules.formats.includes(extension) && !types.includes(file.type)) {
          errors[slot] = t('registration:uploads.wrongFormat', { formats: list });
        } else if (file.size > MAX_UPLOAD_BYTES) {
          errors[slot] = t('registration:uploads.tooLarge', { size: '10 MB' });
        } else if (rules.maxAgeMs !== null && now() - file.lastModified > rules.maxAgeMs) {
          errors[slot] = t('registration:uploads.stale');
        }
      }
      return errors;
    },
  };
}

/**
 * `/registration/belvo`, connecting: the bank the link is for, checked with the request that stores
 * the link (the link itself comes from the widget, so a stand-in fills it here) and against the
 * widget's list.
 */
export const belvoForm: LiveSchema = {
  schema: BelvoStoreLinkRequestSchema,
  body: (form) => ({ link: 'widget-link', institution: text(form, 'institution') }),
  extra(form, t): Record<string, string> {
    const institution = text(form, 'institution');
    return institution === '' || BELVO_INSTITUTIONS.some((i) => i.value === institution)
      ? {}
      : { institution: t(fieldMessageKey('invalid_value', 'institution')) };
  },
};
