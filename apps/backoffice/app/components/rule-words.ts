import type { Translate } from '@lender/i18n';
import { formatMoney, formatPercent } from '@lender/i18n';

// The values of the provisioning rates and collection rules in words (ADR 170): on the settings
// screen and in a request's change (before → after); the audit log reads them by their kinds
// (audit-words.ts). `field` is the change's field: `provisioning.<bucket>` (a share), `window.<day>`
// (hours or null), the counts, `promise.maxDaysAhead`, `promise.minAmountCentavos`.

/** A rule's value in words: `3.25%`, `07:00 a 22:00`, `Sin contacto`, `15 días`, `$100.00`. */
export function ruleValueWords(t: Translate, field: string, value: unknown): string {
  if (field.startsWith('provisioning.') && typeof value === 'number')
    return formatPercent(value * 100, { decimals: 2 });
  if (field.startsWith('window.')) {
    if (value === null) return t('backoffice:settings.rules.closed');
    const hours = value as { from?: unknown; to?: unknown };
    return t('backoffice:settings.rules.hours', { from: String(hours.from), to: String(hours.to) });
  }
  if (field === 'promise.maxDaysAhead' && typeof value === 'number')
    return t('backoffice:settings.rules.dayCount', { count: value });
  if (field === 'promise.minAmountCentavos' && typeof value === 'number') return formatMoney(value);
  return value === null || value === undefined ? '—' : String(value);
}
