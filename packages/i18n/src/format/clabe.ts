/**
 * A CLABE grouped for reading and dictating: bank (3), plaza (3), account (11), check digit (1).
 * Only the display: validation is `@lender/clabe`'s job.
 */

/**
 * @example formatClabe('002010077777777771') // '002 010 07777777777 1'
 * @throws RangeError when the input is not 18 digits (spaces and dashes are ignored).
 */
export function formatClabe(clabe: string): string {
  const digits = clabe.replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(digits)) throw new RangeError('A CLABE has exactly 18 digits');
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 17)} ${digits.slice(17)}`;
}

/**
 * Only the last four digits, for screens that confirm an account without showing it.
 *
 * @example maskClabe('002010077777777771') // '•••• 7771'
 */
export function maskClabe(clabe: string): string {
  const digits = clabe.replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(digits)) throw new RangeError('A CLABE has exactly 18 digits');
  return `•••• ${digits.slice(-4)}`;
}
