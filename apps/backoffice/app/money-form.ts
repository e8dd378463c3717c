// Money an admin types (a payment, a refund, a lower amount, a fee or limit in pesos), read by the
// parser the borrower site uses: a dot for the centavos, commas only between thousands, exact
// centavos without a float. A third decimal or a decimal comma has its own words (issue 61).
import { type MessageKey, parseMoneyInput } from '@lender/i18n';

/**
 * Pesos typed in a form as integer centavos above zero, or the words for the field: the
 * `fallback` key for anything that is not an amount above zero.
 *
 * @example typedCentavos('3,219.24', 'backoffice:loans.amountInvalid') // { centavos: 321924 }
 * @example typedCentavos('3219,24', 'backoffice:loans.amountInvalid') // { error: 'backoffice:money.comma' }
 */
export function typedCentavos(
  raw: string,
  fallback: MessageKey,
): { centavos: number } | { error: MessageKey } {
  const read = parseMoneyInput(raw);
  if (read.ok) return read.centavos > 0 ? { centavos: read.centavos } : { error: fallback };
  return { error: moneyWords(raw, fallback) };
}

/**
 * The words beside a money field whose text is not an amount: a third decimal and a decimal comma
 * have their own, anything else the form's `fallback`.
 *
 * @example moneyWords('3219,24', 'backoffice:settings.pesosInvalid') // 'backoffice:money.comma'
 */
export function moneyWords(raw: string, fallback: MessageKey): MessageKey {
  const read = parseMoneyInput(raw);
  if (read.ok) return fallback;
  if (read.problem === 'decimals') return 'backoffice:money.decimals';
  if (read.problem === 'comma') return 'backoffice:money.comma';
  return fallback;
}
