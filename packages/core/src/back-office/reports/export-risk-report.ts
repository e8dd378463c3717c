import type { RiskReportKind, RiskReportQuery } from '@lender/contracts';
import { translatorFor } from '../../i18n';
import type { CsvExportFile, ReadContext, Reader } from '../reader';
import { riskCsv } from './risk-csv';
import { riskReport } from './risk-report';

/**
 * `backOffice.exportRiskReport`: one report of the risk screen as CSV, for the same months, in the
 * reader's language; named `<report>-<from>-<to>`.
 */
export async function exportRiskReport(
  ctx: ReadContext,
  {
    query: { report, ...query },
    reader,
  }: {
    readonly query: RiskReportQuery & { report: RiskReportKind };
    readonly reader: Pick<Reader, 'language'>;
  },
): Promise<CsvExportFile> {
  const figures = await riskReport(ctx, { query });
  const file = riskCsv(translatorFor(reader.language), figures, report);
  return { name: `${report}-${figures.from}-${figures.to}`, ...file };
}
