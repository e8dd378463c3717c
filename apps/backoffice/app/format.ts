import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPesos,
  formatPhone,
  nationalPhoneDigits,
} from '@lender/i18n';

/** Pesos of the API's `Money` (`{ amount, currency }`) as the spec shows them. */
export function pesos(money: { amount: number } | null | undefined): string {
  return money ? formatPesos(money.amount) : '—';
}

/** Integer centavos, always with centavos (tables). */
export function centavos(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatMoney(value);
}

export function date(value: string | null | undefined): string {
  return value ? formatDate(value) : '—';
}

export function dateTime(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '—';
}

/** A full phone number as people write it (`+52 (55) 1234-5678`); anything else as it came. */
export function phone(value: string): string {
  return nationalPhoneDigits(value) ? formatPhone(value) : value;
}

/** A month `YYYY-MM` as the reports write it: `11.2026` (issue 39). */
export function month(value: string): string {
  return `${value.slice(5, 7)}.${value.slice(0, 4)}`;
}
