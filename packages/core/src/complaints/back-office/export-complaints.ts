import type { Complaint } from '@lender/contracts';
import { formatDate, formatDateTime } from '@lender/i18n';
import { toCsv } from '../../back-office/lists/csv';
import { type CsvExportFile, type ReadContext, readerLanguage } from '../../back-office/reader';
import { regulatorMonth } from '../../back-office/reports/regulator-summary';
import { monthCell } from '../../back-office/reports/risk-csv';
import { today as todayOf } from '../../clock';
import { translatorFor } from '../../i18n';
import { complaintsOfMonth } from './complaint-views';

/**
 * `backOffice.exportComplaints`: a month's complaints (default the last closed one) as CSV in the
 * reader's language, words and dates, never codes; named `complaints-<month>`.
 */
export async function exportComplaints(
  ctx: ReadContext,
  { actorId, query }: { actorId: number; query: { month?: string | undefined } },
): Promise<CsvExportFile> {
  const t = translatorFor(await readerLanguage(ctx.db, actorId));
  const today = todayOf(ctx.clock);
  const { month } = regulatorMonth(query.month, today);
  const rows = await complaintsOfMonth(ctx.db, month, today);
  const w = (key: string) => t(`backoffice:complaints.${key}` as never);
  const yesNo = (value: boolean) => (value ? t('backoffice:csv.yes') : t('backoffice:csv.no'));
  const csv = toCsv<Complaint>(
    [
      [w('month'), () => monthCell(month)],
      [w('folio'), (row) => row.folio],
      [w('receivedAt'), (row) => formatDateTime(row.receivedAt)],
      [w('channel'), (row) => w(`channels.${row.channel}`)],
      [w('kind'), (row) => w(`kinds.${row.kind}`)],
      [w('cause'), (row) => w(`causes.${row.cause}`)],
      [w('product'), (row) => t(`backoffice:risk.regulator.products.${row.product}`)],
      [w('client'), (row) => row.clientId ?? ''],
      [w('loan'), (row) => row.loanId ?? ''],
      [w('status'), (row) => w(`statuses.${row.status}`)],
      [w('dueDate'), (row) => formatDate(row.dueDate)],
      [w('overdue'), (row) => yesNo(row.overdue)],
      [w('resolution'), (row) => (row.resolution ? w(`resolutions.${row.resolution}`) : '')],
      [w('resolvedAt'), (row) => (row.resolvedAt ? formatDateTime(row.resolvedAt) : '')],
      [w('loggedBy'), (row) => row.loggedBy?.name ?? w('loggedByClient')],
      [w('resolvedBy'), (row) => row.resolvedBy?.name ?? ''],
    ],
    rows,
  );
  return { name: `complaints-${month}`, csv, rows: rows.length };
}
