import { NAME_PARTS } from '../../identity/name-parts';
import { toCsv } from '../lists/csv';
import type { CreditBureauExport, CreditBureauRecord } from './port';

/**
 * Our own monthly credit-bureau layout, version 2 (docs/credit-bureau-file.md): a CSV with a
 * header of fixed English column names (a machine file: names and order never change within a
 * version), one row per loan, money in pesos with two decimals and a dot, dates `YYYY-MM-DD`,
 * statuses in words (`current`, `past_due`, `paid`, `written_off`, `sold`).
 */
export const LENDER_CSV_COLUMNS: ReadonlyArray<readonly [string, (record: CreditBureauRecord) => unknown]> = [
  ['layout_version', () => 2],
  ['report_month', (r) => r.reportMonth],
  ['as_of', (r) => r.asOf],
  ['loan_id', (r) => r.loanId],
  ['client_id', (r) => r.clientId],
  ['curp', (r) => r.curp ?? ''],
  // One column per part of the name, in writing order: `first_name`, `middle_name`, `last_name`, …
  ...NAME_PARTS.map(
    (part) =>
      [
        part.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        (r: CreditBureauRecord) => r.name[part] ?? '',
      ] as const,
  ),
  ['birth_date', (r) => r.birthDate ?? ''],
  ['product', (r) => r.product],
  ['signed_on', (r) => r.signedOn],
  ['disbursed_on', (r) => r.disbursedOn],
  ['due_date', (r) => r.dueDate],
  ['original_principal', (r) => pesos(r.originalPrincipal)],
  ['principal_outstanding', (r) => pesos(r.principal)],
  ['balance_outstanding', (r) => pesos(r.balance)],
  ['days_past_due', (r) => r.daysPastDue],
  ['worst_days_past_due', (r) => r.worstDaysPastDue],
  ['status', (r) => r.status],
  ['paid_in_month', (r) => pesos(r.paidInMonth)],
  ['payments_in_month', (r) => r.paymentsInMonth],
  ['closed_on', (r) => r.closedOn ?? ''],
  ['written_off_principal', (r) => pesos(r.writtenOffPrincipal)],
];

/** Centavos as pesos with two decimals and a dot: `1234.50` (no sign for credits: none occur). */
function pesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const lenderCsvBureau: CreditBureauExport = {
  bureau: 'lender-csv',
  fileName: (month) => `lender-csv-${month}.csv`,
  render: (records) => toCsv(LENDER_CSV_COLUMNS, records),
};
