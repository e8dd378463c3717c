import type { LoanListQuery, LoanListRow } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { translatorFor } from '../../i18n';
import type { CsvExportFile, ReadContext, Reader } from '../reader';
import { mexicoCityTimestamp, pesosCell, toCsv } from './csv';
import { coded, yesNo } from './csv-columns';
import { listLoans } from './loans-list';

/** `backOffice.exportLoans` (issue 36): every loan the filter finds, as CSV in the reader's language. */
export async function exportLoans(
  ctx: Pick<ReadContext, 'db'>,
  {
    query: { sort, ...filter },
    reader,
  }: {
    readonly query: Omit<LoanListQuery, 'page' | 'perPage' | 'cursor'>;
    readonly reader: Pick<Reader, 'language'>;
  },
): Promise<CsvExportFile> {
  const t = translatorFor(reader.language);
  const { items } = await listLoans(ctx.db, filter, sort, 'export');
  const csv = toCsv<LoanListRow>(
    [
      [t('backoffice:loans.id'), (r) => r.id],
      [t('backoffice:clients.columns.id'), (r) => r.clientId],
      [t('backoffice:loans.client'), (r) => r.clientName],
      [t('backoffice:applications.id'), (r) => r.applicationId],
      ...coded<LoanListRow>(
        t,
        'backoffice:loans.status',
        (r) => r.status,
        (r) => t(`backoffice:status.loan.${r.status}` as MessageKey),
      ),
      ...coded<LoanListRow>(
        t,
        'backoffice:loans.standing',
        (r) => r.standing,
        (r) => t(`backoffice:loans.standings.${r.standing}`),
      ),
      ...coded<LoanListRow>(
        t,
        'backoffice:loans.bucket',
        (r) => r.overdueBucket ?? '',
        (r) => (r.overdueBucket ? t(`backoffice:loans.buckets.${r.overdueBucket}`) : ''),
      ),
      [t('backoffice:loans.daysPastDue'), (r) => r.overdueDays],
      [t('backoffice:loans.amount'), (r) => pesosCell(r.principalCentavos)],
      [t('backoffice:loans.outstandingPrincipal'), (r) => pesosCell(r.outstandingPrincipalCentavos)],
      [t('backoffice:loans.balance'), (r) => pesosCell(r.outstandingCentavos)],
      [t('backoffice:loans.disbursedOn'), (r) => r.startDate],
      [t('backoffice:loans.due'), (r) => r.dueDate],
      [t('backoffice:clients.columns.fake'), (r) => yesNo(t, r.fake)],
      [t('backoffice:clients.columns.created'), (r) => mexicoCityTimestamp(r.createdAt)],
    ],
    items,
  );
  return { name: 'loans', csv, rows: items.length };
}
