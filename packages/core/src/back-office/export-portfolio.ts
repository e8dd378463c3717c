import { today } from '../clock';
import { translatorFor } from '../i18n';
import { portfolioCsv } from './lists/portfolio-csv';
import { readPortfolio } from './portfolio';
import type { CsvExportFile, ReadContext, Reader } from './reader';

/**
 * `backOffice.exportPortfolio`: today's portfolio as CSV in the reader's language, the same
 * figures as the dashboard's (ADR 111).
 */
export async function exportPortfolio(
  ctx: ReadContext,
  { reader }: { readonly reader: Pick<Reader, 'language'> },
): Promise<CsvExportFile> {
  const file = portfolioCsv(translatorFor(reader.language), await readPortfolio(ctx.db, today(ctx.clock)));
  return { name: 'portfolio', ...file };
}
