import type { MessageKey, MessageParams, Translate } from '@lender/i18n';
import { createTranslator } from '@lender/i18n/i18next';

let spanish: Translate | undefined;

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
