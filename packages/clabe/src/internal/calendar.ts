/** Whether `year-month-day` is a real calendar date (proleptic Gregorian). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return day <= (leap ? 29 : 28);
  }
  return day <= (month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
}

/** Reads two ASCII digits at `index` as a number, or -1 when they are not both digits. */
export function twoDigits(text: string, index: number): number {
  const tens = text.charCodeAt(index) - 48;
  const units = text.charCodeAt(index + 1) - 48;
  if (tens < 0 || tens > 9 || units < 0 || units > 9) return -1;
  return tens * 10 + units;
}
