import type { BackOfficeCfdi, CfdiMonthQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { translatorFor } from '../../i18n';
import { mexicoCityTimestamp, pesosCell, toCsv } from '../lists/csv';
import { coded } from '../lists/csv-columns';
import { type CsvExportFile, readerLanguage } from '../reader';
import { cfdisOfMonth } from './month-cfdis';

const centavos = (money: { amount: number }) => Math.round(money.amount * 100);

/**
 * `backOffice.exportCfdis` (issue 51): a month's CFDIs as CSV in the reader's language — folio
 * fiscal, series and folio, receiver, loan, period, sums in pesos, status, SAT's cancellation reason,
 * the CFDI it replaces and the payments it invoices.
 */
export async function exportCfdis(
  ctx: { readonly db: Database },
  { actorId, query }: { actorId: number; query: CfdiMonthQuery },
): Promise<CsvExportFile> {
  const t = translatorFor(await readerLanguage(ctx.db, actorId));
  const items = await cfdisOfMonth(ctx.db, query.month);
  const csv = toCsv<BackOfficeCfdi>(
    [
      [t('backoffice:fiscal.columns.uuid'), (r) => r.uuid],
      [t('backoffice:fiscal.columns.seriesFolio'), (r) => `${r.series}-${r.folio}`],
      ...coded<BackOfficeCfdi>(
        t,
        'backoffice:fiscal.columns.kind',
        (r) => r.kind,
        (r) => t(`backoffice:fiscal.kinds.${r.kind}`),
      ),
      [t('backoffice:fiscal.columns.stampedAt'), (r) => mexicoCityTimestamp(r.stampedAt)],
      [t('backoffice:fiscal.columns.receiverRfc'), (r) => r.receiverRfc],
      [t('backoffice:fiscal.columns.loan'), (r) => r.loanId ?? ''],
      [t('backoffice:fiscal.columns.period'), (r) => r.period ?? ''],
      [t('backoffice:fiscal.columns.subtotal'), (r) => pesosCell(centavos(r.subtotal))],
      [t('backoffice:fiscal.columns.vat'), (r) => pesosCell(centavos(r.vat))],
      [t('backoffice:fiscal.columns.total'), (r) => pesosCell(centavos(r.total))],
      ...coded<BackOfficeCfdi>(
        t,
        'backoffice:fiscal.columns.status',
        (r) => r.status,
        (r) => t(`backoffice:fiscal.statuses.${r.status}`),
      ),
      [t('backoffice:fiscal.columns.cancelReason'), (r) => r.cancelReason ?? ''],
      [t('backoffice:fiscal.columns.cancelledAt'), (r) => mexicoCityTimestamp(r.cancelledAt)],
      [t('backoffice:fiscal.columns.replaces'), (r) => r.replacesId ?? ''],
      [t('backoffice:fiscal.columns.payments'), (r) => r.paymentIds.join(' ')],
      [t('backoffice:fiscal.columns.provider'), (r) => r.provider],
    ],
    items,
  );
  return { name: `cfdis-${query.month}`, csv, rows: items.length };
}
