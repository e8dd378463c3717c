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
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Centavos as pesos with two decimals (`123456` → `1234.56`), for people reading a CSV. */
export function pesosCell(centavos: number | null): string {
  if (centavos === null) return '';
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
