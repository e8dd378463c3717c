import type { MessageKey, MessageParams, Translate } from '@lender/i18n';
import { createTranslator } from '@lender/i18n/i18next';

let spanish: Translate | undefined;
const others = new Map<'es-MX' | 'en', Translate>();

/**
 * The translator of a back-office user's language (`es-MX` or `en`), for what the back office
 * exports (issue 36: the CSV's labels beside its codes).
 */
export function translatorFor(language: 'es-MX' | 'en'): Translate {
  let translate = others.get(language);
  if (!translate) {
    translate = createTranslator(language);
    others.set(language, translate);
  }
  return translate;
}

/**
 * Every word core sends or prints (SMS, e-mails, PDFs, catalogue labels) in es-MX, from
 * `@lender/i18n` (architecture decision 12, ADR 228). Keys are checked at compile time.
 *
 * @example t('messages:reminder.subject') // 'Recordatorio de pago'
 */
export function t(key: MessageKey, params?: MessageParams): string {
  spanish ??= createTranslator('es-MX');
  return spanish(key, params);
}
