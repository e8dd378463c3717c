import type { Namespace } from './types';

/** Every namespace, in a stable order. */
export const NAMESPACES = [
  'common',
  'calculator',
  'registration',
  'application',
  'loan',
  'profile',
  'errors',
  'documents',
  'messages',
  'catalog',
  'backoffice',
  'ui',
] as const satisfies readonly Namespace[];

/** The namespaces the back-office reads; each has an `en` resource too. */
export const BACKOFFICE_NAMESPACES = [
  'backoffice',
  'errors',
  'catalog',
] as const satisfies readonly Namespace[];

/** A back-office namespace. */
export type BackofficeNamespace = (typeof BACKOFFICE_NAMESPACES)[number];

/** Borrowers read `es-MX`; `es` is its fallback; `en` exists for the back-office only. */
export const LANGUAGES = ['es-MX', 'es', 'en'] as const;

/** A language we ship. */
export type Language = (typeof LANGUAGES)[number];

/** The language of every borrower page, SMS, e-mail and document. */
export const DEFAULT_LANGUAGE = 'es-MX' satisfies Language;

/** The fallback of `es-MX` (locale `es`). */
export const FALLBACK_LANGUAGE = 'es' satisfies Language;

/** True when `value` is a namespace. */
export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** True when `value` is a language we ship. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The back-office language of a user's preference: `en` when asked, else Spanish. Borrowers are
 * always `es-MX`.
 */
export function backofficeLanguage(preference: string | null | undefined): 'es-MX' | 'en' {
  return preference?.toLowerCase().startsWith('en') ? 'en' : 'es-MX';
}
