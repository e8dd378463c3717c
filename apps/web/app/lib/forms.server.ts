import { errorMessageKey, type Resources } from '@lender/i18n';
import * as esMX from '@lender/i18n/es-MX';
import type { ApiFailure } from '@lender/sdk';
import { createSiteTranslator } from './i18n';
import { fieldMessageKey } from './live-form';

// The server's Spanish: the translator over every namespace and a form's problems in words.

/** What an action answers when the form has problems: Spanish text per field, and for the form. */
export interface FormProblems {
  readonly fieldErrors: Record<string, string>;
  readonly formError?: string;
}

/** `true` when a field of the API maps to a field of this form (names may differ: `mobilePhone.number` → `phone`). */
type FieldMap = Readonly<Record<string, string>>;

/**
 * Spec §5: server violations carry a property path (cleaned by the SDK) and are shown on their
 * field, in Spanish (`errors:field.<field>.<code>`, else `errors:code.<code>`). A violation without
 * a field of this form becomes the form's message.
 */
export function problemsOf(failure: ApiFailure, fieldMap: FieldMap = {}): FormProblems {
  const t = serverTranslator();
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const [path, error] of Object.entries(failure.errors)) {
    const field = fieldMap[path] ?? path;
    // The refusal's values (`{ payoff }` of `payment_exceeds_balance`) fill its words.
    const text = t(fieldMessageKey(error.code, path), failure.params ?? {});
    if (field === '' || field === '_form') formError ??= text;
    else fieldErrors[field] ??= text;
  }
  if (Object.keys(fieldErrors).length === 0 && !formError) {
    formError = t(errorMessageKey(failure.code ?? 'unknown'), failure.params ?? {});
  }
  return { fieldErrors, ...(formError ? { formError } : {}) };
}

/** A Spanish message for one error code (the form's own checks). */
export function messageOf(code: string, field?: string): string {
  return serverTranslator()(errorMessageKey(code, 'borrower', field));
}

/** The string value of a form field ('' when missing). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Every namespace, for the server's rendering (entry.server.tsx): the browser reads its own from files. */
export const serverWords = esMX as unknown as Resources;

let serverT: ReturnType<typeof createSiteTranslator> | undefined;
/** A translator over every namespace, for loaders and meta (documents, catalogues). */
export function serverTranslator() {
  serverT ??= createSiteTranslator(esMX as unknown as Resources);
  return serverT;
}
