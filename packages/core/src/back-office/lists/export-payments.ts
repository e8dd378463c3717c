import type { PaymentListQuery, PaymentListRow } from '@lender/contracts';
import { translatorFor } from '../../i18n';
import type { CsvExportFile, ReadContext, Reader } from '../reader';
import { mexicoCityTimestamp, pesosCell, toCsv } from './csv';
import { coded, yesNo } from './csv-columns';
import { listPayments } from './payments-list';

/** `backOffice.exportPayments` (issue 36): every payment the filter finds, as CSV in the reader's language. */
export async function exportPayments(
  ctx: Pick<ReadContext, 'db'>,
  {
    query: { sort, ...filter },
    reader,
  }: {
    readonly query: Omit<PaymentListQuery, 'page' | 'perPage' | 'cursor'>;
    readonly reader: Pick<Reader, 'language'>;
  },
): Promise<CsvExportFile> {
  const t = translatorFor(reader.language);
  const { items } = await listPayments(ctx.db, filter, sort, 'export');
  const csv = toCsv<PaymentListRow>(
    [
      [t('backoffice:payments.id'), (r) => r.id],
      [t('backoffice:loans.id'), (r) => r.loanId],
      [t('backoffice:clients.columns.id'), (r) => r.clientId],
      [t('backoffice:payments.client'), (r) => r.clientName],
      ...coded<PaymentListRow>(
        t,
        'backoffice:payments.kind',
        (r) => r.kind,
        (r) => t(`backoffice:payments.kinds.${r.kind}`),
      ),
      ...coded<PaymentListRow>(
        t,
        'backoffice:payments.channel',
        (r) => r.channel,
        (r) => t(`backoffice:payments.channels.${r.channel}`),
      ),
      ...coded<PaymentListRow>(
        t,
        'backoffice:payments.status',
        (r) => r.status,
        (r) => t(`backoffice:payments.statuses.${r.status}`),
      ),
      [t('backoffice:loans.amount'), (r) => pesosCell(r.amountCentavos)],
      [t('backoffice:loans.paid'), (r) => pesosCell(r.paidCentavos)],
      [t('backoffice:loans.reference'), (r) => r.reference],
      [
        t('backoffice:payments.recordedBy'),
        // As the screens say it: the user's name, a CEP claim or a process in words.
        (r) =>
          r.recordedByName ??
          (r.recordedBy === 'cep' || r.recordedBy === 'system'
            ? t(`backoffice:payments.recordedBySources.${r.recordedBy}`)
            : (r.recordedBy?.replace(/^user:(\d+)$/, `${t('backoffice:audit.actorTypes.user')} #$1`) ?? '')),
      ],
      [t('backoffice:clients.columns.fake'), (r) => yesNo(t, r.fake)],
      [t('backoffice:clients.columns.created'), (r) => mexicoCityTimestamp(r.createdAt)],
      [t('backoffice:payments.completedAt'), (r) => mexicoCityTimestamp(r.completedAt)],
      [t('backoffice:payments.paidOn'), (r) => r.paidOn ?? ''],
    ],
    items,
  );
  return { name: 'payments', csv, rows: items.length };
}
