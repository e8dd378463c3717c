import { formatMoney } from '@lender/i18n';
/**
 * CSV of the back-office exports (RFC 4180): a header row, CRLF line ends, every cell quoted when
 * it holds a comma, quote or line break. A cell starting with `=`, `+`, `-`, `@`, tab or CR is
 * prefixed with `'` so a spreadsheet never runs it as a formula (CSV injection); numbers are
 * written as they are.
 */
export function toCsv<T>(
  columns: ReadonlyArray<readonly [header: string, cell: (row: T) => unknown]>,
  rows: readonly T[],
): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, cell]) => csvCell(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = String(value);
  // A number or an amount (`-12.50`, `-$12.50`, `-$3,219.24`) is data, not a formula.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\$?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Centavos as people read money everywhere (`formatMoney` of `@lender/i18n`: `$1,234.56`; the
 * grouping comma is why `csvCell` quotes it).
 */
export function pesosCell(centavos: number | null): string {
  return centavos === null ? '' : formatMoney(centavos);
}

const offsetParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as Mexico City reads it, with its offset (issue 36: the CSV's times are business
 * times): `2026-11-25T10:30:00-06:00`. Null stays empty.
 */
export function mexicoCityTimestamp(iso: string | null): string {
  if (iso === null) return '';
  const parts: Record<string, string> = {};
  for (const part of offsetParts.formatToParts(new Date(iso))) parts[part.type] = part.value;
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
