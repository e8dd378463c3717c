import type { BackOfficeCfdi } from '@lender/contracts';
import { dateTime, pesos } from '../format';
import { useT } from '../i18n';
import { RecordTable as Table } from './record-table';

/**
 * CFDIs as finance reads them (issue 51): series and folio, folio fiscal, kind, when certified, the
 * receiver, the sums, the status with SAT's cancellation reason, the payments it invoices and its
 * XML and PDF (plain download links, resource routes `/cfdis/:id/:format`).
 */
export function CfdiTable({
  cfdis,
  caption,
  empty,
}: {
  cfdis: readonly BackOfficeCfdi[];
  caption: string;
  empty: string;
}) {
  const t = useT();
  return (
    <Table
      caption={caption}
      empty={empty}
      head={[
        t('backoffice:fiscal.columns.seriesFolio'),
        t('backoffice:fiscal.columns.uuid'),
        t('backoffice:fiscal.columns.kind'),
        t('backoffice:fiscal.columns.stampedAt'),
        t('backoffice:fiscal.columns.receiverRfc'),
        t('backoffice:fiscal.columns.subtotal'),
        t('backoffice:fiscal.columns.vat'),
        t('backoffice:fiscal.columns.total'),
        t('backoffice:fiscal.columns.status'),
        t('backoffice:fiscal.columns.payments'),
        t('backoffice:fiscal.columns.files'),
      ]}
      rows={cfdis.map((cfdi) => [
        `${cfdi.series}-${cfdi.folio}`,
        <code key="uuid">{cfdi.uuid}</code>,
        `${t(`backoffice:fiscal.kinds.${cfdi.kind}`)}${cfdi.period ? ` · ${cfdi.period}` : ''}`,
        dateTime(cfdi.stampedAt),
        cfdi.receiverRfc,
        pesos(cfdi.subtotal),
        pesos(cfdi.vat),
        pesos(cfdi.total),
        `${t(`backoffice:fiscal.statuses.${cfdi.status}`)}${cfdi.cancelReason ? ` (${cfdi.cancelReason})` : ''}${
          cfdi.sandbox ? ` · ${t('backoffice:fiscal.sandbox')}` : ''
        }`,
        cfdi.paymentIds.join(', '),
        <span key="files" className="bo-file-links">
          <a href={`/cfdis/${cfdi.id}/xml`} download>
            {t('backoffice:fiscal.xml')}
          </a>
          <a href={`/cfdis/${cfdi.id}/pdf`} download>
            {t('backoffice:fiscal.pdf')}
          </a>
        </span>,
      ])}
      numeric={[5, 6, 7]}
    />
  );
}
