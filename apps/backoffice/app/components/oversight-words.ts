import { formatDateTime, formatLongDate, type MessageKey, type Translate } from '@lender/i18n';

// Words of the direct-debit screens (ADR 331): dates in words, the account by its last four digits,
// a refusal code of the charge gate as a sentence (an unknown one as "another rule").

const P = 'backoffice:paymentOversight';

/** `15 de enero de 2026`, or a dash. */
export function longDate(value: string | null | undefined): string {
  return value ? formatLongDate(value) : '—';
}

/** `15 de enero de 2026, 12:30` (Mexico City), or a dash. */
export function longDateTime(value: string | null | undefined): string {
  return value ? `${formatLongDate(value)}, ${formatDateTime(value).slice(-5)}` : '—';
}

/** `Cuenta CLABE terminación 7771`: never more than the last four digits. */
export function accountWords(t: Translate, method: 'clabe' | 'card', last4: string): string {
  return `${t(`${P}.method.${method}`)} ${t(`${P}.account`, { last4 })}`;
}

const REFUSALS = [
  'charge_not_pre_noticed',
  'mandate_missing',
  'mandate_revoked',
  'mandate_date_not_covered',
  'mandate_amount_exceeded',
  'charge_date_passed',
  'payment_exceeds_balance',
] as const;

/** Why the gate stopped a charge, in words. */
export function refusalWords(t: Translate, code: string | null): string {
  const known = REFUSALS.find((item) => item === code);
  return t((known ? `${P}.charges.refusal.${known}` : `${P}.charges.refusal.other`) as MessageKey);
}
