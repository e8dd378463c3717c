/**
 * Mexican phone numbers: 10 national digits, shown `+52 (55) 1234-5678` for the
 * two-digit area codes (Mexico City 55 and 56, Guadalajara 33, Monterrey 81) and
 * `+52 (222) 123-4567` for the three-digit ones.
 */

const TWO_DIGIT_AREAS = new Set(['33', '55', '56', '81']);

/** The 10 national digits of a Mexican number, or `undefined`. Accepts `+52`, `52` and `521` prefixes. */
export function nationalPhoneDigits(phone: string): string | undefined {
  let digits = phone.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  return digits.length === 10 ? digits : undefined;
}

/**
 * @example formatPhone('5512345678') // '+52 (55) 1234-5678'
 * @example formatPhone('+52 222 123 4567') // '+52 (222) 123-4567'
 * @throws RangeError when the input is not a 10-digit Mexican number.
 */
export function formatPhone(phone: string): string {
  const digits = nationalPhoneDigits(phone);
  if (!digits) throw new RangeError('Not a 10-digit Mexican phone number');
  const area = TWO_DIGIT_AREAS.has(digits.slice(0, 2)) ? 2 : 3;
  const rest = digits.slice(area);
  return `+52 (${digits.slice(0, area)}) ${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
}

/**
 * The number with all but the last four digits hidden, for "te enviamos un código al …".
 *
 * @example maskPhone('5512345678') // '+52 (••) ••••-5678'
 */
export function maskPhone(phone: string): string {
  const digits = nationalPhoneDigits(phone);
  if (!digits) throw new RangeError('Not a 10-digit Mexican phone number');
  const area = TWO_DIGIT_AREAS.has(digits.slice(0, 2)) ? 2 : 3;
  return `+52 (${'•'.repeat(area)}) ${'•'.repeat(10 - area - 4)}-${digits.slice(-4)}`;
}
