/**
 * Every resource at once, shaped for i18next's `resources` option: for servers (SMS, e-mail,
 * PDFs) and tests. Pages load per route instead (`loadNamespace` from `@lender/i18n`).
 */
import { en } from './en';
import { esMX } from './es-MX';

export { en, esMX };

/** `es-MX` and its fallback `es` (the same texts), and the back-office's `en`. */
export const resources = { 'es-MX': esMX, es: esMX, en } as const;
