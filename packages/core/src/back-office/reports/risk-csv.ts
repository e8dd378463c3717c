import type { RiskReport, RiskReportKind, RollState } from '@lender/contracts';
import { formatPercent, type Translate } from '@lender/i18n';
import { pesosCell, toCsv } from '../lists/csv';

// The risk reports as CSV (issue 39): one file per section of the screen, for the same months, in
// the reader's language; money as people read it (`formatMoney`), shares as percentages, months
// `mm.aaaa` like the screen.

type Column<T> = readonly [header: string, cell: (row: T) => unknown];

/** A month `YYYY-MM` as the screens write it: `11.2026`. */
export const monthCell = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;
const share = (value: number | null) => (value === null ? '' : formatPercent(value * 100, { decimals: 2 }));

/** The words of a roll state: current, an overdue bucket, paid, written off. */
export function rollStateWords(t: Translate, state: RollState): string {
  if (state === 'current') return t('backoffice:portfolio.current');
  if (state === 'paid' || state === 'written_off') return t(`backoffice:risk.states.${state}`);
  return t(`backoffice:loans.buckets.${state}`);
}

/** One report of `report` as CSV. */
export function riskCsv(
  t: Translate,
  report: RiskReport,
  kind: RiskReportKind,
): { csv: string; rows: number } {
  const month = t('backoffice:risk.month');
  const file = <T>(columns: ReadonlyArray<Column<T>>, rows: readonly T[]) => ({
    csv: toCsv(columns, rows),
    rows: rows.length,
  });
  switch (kind) {
    case 'par':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          [t('backoffice:portfolio.cutoff'), (row) => row.asOf],
          [t('backoffice:loans.title'), (row) => row.total.count],
          [t('backoffice:portfolio.principal'), (row) => pesosCell(row.total.principalCentavos)],
          [t('backoffice:portfolio.balance'), (row) => pesosCell(row.total.balanceCentavos)],
          ...(['par1', 'par8', 'par30', 'par60', 'par90'] as const).map(
            (par) =>
              [t(`backoffice:risk.par.${par}`), (row) => share(row.par[par])] as Column<
                RiskReport['snapshots'][number]
              >,
          ),
        ],
        report.snapshots,
      );
    case 'roll-rates':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          [t('backoffice:risk.rollRates.from'), (row) => rollStateWords(t, row.from)],
          [t('backoffice:risk.rollRates.to'), (row) => rollStateWords(t, row.to)],
          [t('backoffice:loans.title'), (row) => row.count],
          [t('backoffice:portfolio.principal'), (row) => pesosCell(row.principalCentavos)],
          [t('backoffice:risk.rollRates.share'), (row) => share(row.share)],
        ],
        report.rollRates,
      );
    case 'vintages':
      return file(
        [
          [t('backoffice:risk.vintages.vintage'), (row) => monthCell(row.vintage)],
          [t('backoffice:loans.title'), (row) => row.loans],
          [t('backoffice:risk.vintages.disbursed'), (row) => pesosCell(row.disbursed)],
          [t('backoffice:risk.vintages.monthsOnBook'), (row) => row.monthsOnBook],
          [month, (row) => monthCell(row.month)],
          [t('backoffice:risk.vintages.defaulted'), (row) => pesosCell(row.defaultedCentavos)],
          [t('backoffice:risk.vintages.defaultRate'), (row) => share(row.defaultRate)],
          [t('backoffice:risk.vintages.loss'), (row) => pesosCell(row.lossCentavos)],
          [t('backoffice:risk.vintages.lossRate'), (row) => share(row.lossRate)],
        ],
        report.vintages.flatMap((vintage) =>
          vintage.points.map((point) => ({
            ...point,
            vintage: vintage.vintage,
            loans: vintage.loans,
            disbursed: vintage.disbursedCentavos,
          })),
        ),
      );
    case 'funnel':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          ...(['created', 'decided', 'approved', 'rejected', 'signed', 'disbursed'] as const).map(
            (step) =>
              [t(`backoffice:risk.funnel.${step}`), (row) => row[step]] as Column<
                RiskReport['funnel'][number]
              >,
          ),
          [t('backoffice:risk.funnel.approvalRate'), (row) => share(row.approvalRate)],
        ],
        report.funnel,
      );
    case 'yield':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          [t('backoffice:risk.yield.interest'), (row) => pesosCell(row.interestCentavos)],
          [t('backoffice:risk.yield.fees'), (row) => pesosCell(row.feesCentavos)],
          [t('backoffice:risk.yield.average'), (row) => pesosCell(row.averageOutstandingCentavos)],
          [t('backoffice:risk.yield.rate'), (row) => share(row.rate)],
          [t('backoffice:risk.yield.annualised'), (row) => share(row.annualisedRate)],
        ],
        report.yield,
      );
    case 'extension-cure':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          ...(['extended', 'cured', 'relapsed', 'pending'] as const).map(
            (column) =>
              [t(`backoffice:risk.cure.${column}`), (row) => row[column]] as Column<
                RiskReport['extensionCure'][number]
              >,
          ),
          [t('backoffice:risk.cure.rate'), (row) => share(row.rate)],
        ],
        report.extensionCure,
      );
    case 'provisioning':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          [t('backoffice:risk.provisioning.bucket'), (row) => rollStateWords(t, row.bucket)],
          [t('backoffice:risk.provisioning.rate'), (row) => share(report.provisioning.rates[row.bucket])],
          [t('backoffice:portfolio.balance'), (row) => pesosCell(row.balanceCentavos)],
          [t('backoffice:risk.provisioning.reserve'), (row) => pesosCell(row.reserveCentavos)],
          [t('backoffice:risk.provisioning.monthReserve'), (row) => pesosCell(row.monthReserve)],
          [t('backoffice:risk.provisioning.change'), (row) => pesosCell(row.change)],
        ],
        report.provisioning.months.flatMap((row) =>
          row.buckets.map((bucket) => ({
            ...bucket,
            month: row.month,
            monthReserve: row.reserveCentavos,
            change: row.changeCentavos,
          })),
        ),
      );
    case 'write-offs':
      return file(
        [
          [month, (row) => monthCell(row.month)],
          [
            t('backoffice:risk.writeOffs.reason'),
            (row) => row.reason || t('backoffice:risk.writeOffs.noReason'),
          ],
          [t('backoffice:loans.title'), (row) => row.count],
          [t('backoffice:risk.writeOffs.amount'), (row) => pesosCell(row.centavos)],
        ],
        report.writeOffs,
      );
  }
}
