import type { Portfolio, PortfolioSlice } from '@lender/contracts';
import { formatPercent, type Translate } from '@lender/i18n';
import { pesosCell, toCsv } from './csv';

/**
 * The portfolio report as CSV (issue 36): one row per slice — the whole, current, overdue, each
 * bucket — with its loans, principal and balance outstanding and its share of principal, then
 * PAR1, PAR8 and PAR30. The same figures as the dashboard (`readPortfolio`, ADR 111).
 */
export function portfolioCsv(t: Translate, portfolio: Portfolio): { csv: string; rows: number } {
  type Row = { code: string; label: string; slice: PortfolioSlice | null; share: number | null };
  const of = (slice: PortfolioSlice) =>
    portfolio.total.principalCentavos > 0
      ? slice.principalCentavos / portfolio.total.principalCentavos
      : null;
  const rows: Row[] = [
    {
      code: 'total',
      label: t('backoffice:portfolio.total'),
      slice: portfolio.total,
      share: of(portfolio.total),
    },
    {
      code: 'current',
      label: t('backoffice:portfolio.current'),
      slice: portfolio.current,
      share: of(portfolio.current),
    },
    {
      code: 'overdue',
      label: t('backoffice:portfolio.overdue'),
      slice: portfolio.overdue,
      share: of(portfolio.overdue),
    },
    ...portfolio.buckets.map((bucket) => ({
      code: bucket.bucket,
      label: t(`backoffice:loans.buckets.${bucket.bucket}`),
      slice: bucket,
      share: of(bucket),
    })),
    ...(['par1', 'par8', 'par30'] as const).map((par) => ({
      code: par,
      label: t(`backoffice:portfolio.${par}`),
      slice: null,
      share: portfolio.par[par],
    })),
  ];
  const slice = t('backoffice:portfolio.slice');
  const csv = toCsv<Row>(
    [
      [t('backoffice:portfolio.cutoff'), () => portfolio.asOf],
      [t('backoffice:csv.code', { column: slice }), (row) => row.code],
      [slice, (row) => row.label],
      [t('backoffice:loans.title'), (row) => row.slice?.count ?? ''],
      [
        t('backoffice:portfolio.principal'),
        (row) => (row.slice ? pesosCell(row.slice.principalCentavos) : ''),
      ],
      [t('backoffice:portfolio.balance'), (row) => (row.slice ? pesosCell(row.slice.balanceCentavos) : '')],
      [
        t('backoffice:portfolio.share'),
        (row) => (row.share === null ? '' : formatPercent(row.share * 100, { decimals: 2 })),
      ],
    ],
    rows,
  );
  return { csv, rows: rows.length };
}
