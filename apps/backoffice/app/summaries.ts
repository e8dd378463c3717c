import type { SummaryColumn, SummaryTable, SummaryTableDeclaration } from '@lender/contracts';
import { formatMoney, type MessageKey, type Translate } from '@lender/i18n';

// How the summaries screen and its CSV write a summary table's cells (issue 41): from the column's
// declared format, in the reader's words.

/** What the screen reads of a declared summary table. */
export type SummaryScreenTable = Pick<
  SummaryTableDeclaration,
  'slug' | 'titleKey' | 'descriptionKey' | 'columns'
>;

/** A cell as people read it: the code's words, a whole number, or money (`$1,234.56`). */
export function summaryCell(
  t: Translate,
  column: SummaryColumn,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return '—';
  switch (column.format) {
    case 'money':
      return formatMoney(Number(value));
    case 'count':
      return String(value);
    case 'words':
      return 'wordsKey' in column ? t(`backoffice:${column.wordsKey}.${value}` as MessageKey) : String(value);
  }
}

/** The table as CSV (RFC 4180, CRLF, formula-safe cells): headers, rows, then the totals row. */
export function summaryCsv(t: Translate, table: SummaryScreenTable, summary: SummaryTable): string {
  const cell = (text: string): string => {
    const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\$?[\d,]+(\.\d+)?$/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [table.columns.map((column) => cell(t(`backoffice:${column.labelKey}` as MessageKey)))];
  for (const row of summary.rows)
    lines.push(table.columns.map((column) => cell(summaryCell(t, column, row[column.key]))));
  if (summary.totals) {
    const totals = summary.totals;
    lines.push(
      table.columns.map((column, index) =>
        cell(index === 0 ? t('backoffice:summaries.total') : summaryCell(t, column, totals[column.key])),
      ),
    );
  }
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
