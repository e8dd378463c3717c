import type { MessageKey, MessageParams, Translate } from '@lender/i18n';
import { createTranslator } from '@lender/i18n/i18next';

let spanish: Translate | undefined;

/**
 * The words the API itself renders (the sandbox pages), in es-MX from `@lender/i18n`
 * (architecture decision 12). Error responses carry codes; clients translate them.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  spanish ??= createTranslator('es-MX');
  return spanish(key, params);
}
