import type { RegulatorSummary } from '@lender/contracts';
import type { Translate } from '@lender/i18n';
import { translatorFor } from '../../i18n';
import { pesosCell, toCsv } from '../lists/csv';
import type { CsvExportFile, ReadContext, Reader } from '../reader';
import { regulatorSummary } from './regulator-summary';
import { monthCell } from './risk-csv';

/** The CONDUSEF counts as CSV. */
function condusefCsv(t: Translate, summary: RegulatorSummary): { csv: string; rows: number } {
  const columns: ReadonlyArray<readonly [string, (row: RegulatorSummary['products'][number]) => unknown]> = [
    [t('backoffice:risk.month'), () => monthCell(summary.month)],
    [t('backoffice:portfolio.cutoff'), () => summary.asOf],
    [t('backoffice:risk.regulator.product'), (row) => t(`backoffice:risk.regulator.products.${row.product}`)],
    [t('backoffice:risk.regulator.contractsSigned'), (row) => row.contractsSigned],
    [t('backoffice:risk.regulator.contractsInForce'), (row) => row.contractsInForce],
    [t('backoffice:portfolio.principal'), (row) => pesosCell(row.principalCentavos)],
    [t('backoffice:portfolio.balance'), (row) => pesosCell(row.balanceCentavos)],
  ];
  return { csv: toCsv(columns, summary.products), rows: summary.products.length };
}

/** `backOffice.exportCondusef`: a month's CONDUSEF counts as CSV in the reader's language, `condusef-<month>`. */
export async function exportCondusef(
  ctx: ReadContext,
  {
    query,
    reader,
  }: { readonly query: { month?: string | undefined }; readonly reader: Pick<Reader, 'language'> },
): Promise<CsvExportFile> {
  const summary = await regulatorSummary(ctx, { query });
  return { name: `condusef-${summary.month}`, ...condusefCsv(translatorFor(reader.language), summary) };
}
