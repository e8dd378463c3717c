import type { Database } from '@lender/db';
import { type DownloadInput, ownerOf } from '../downloads';
import { renderPdf } from '../pdf/render-pdf';
import { cfdiDocument } from './cfdi-document';
import { type CfdiFile, cfdiFileName, ownedCfdi } from './cfdi-xml';

/**
 * `client.cfdiPdf` / `backOffice.cfdiPdf` (issue 51): a CFDI printed from its stamped XML
 * (representación impresa), saying when it was cancelled and why; a borrower reads only their own.
 */
export async function cfdiPdf(ctx: { readonly db: Database }, input: DownloadInput): Promise<CfdiFile> {
  const row = await ownedCfdi(ctx.db, input.params.id, ownerOf(input));
  return { fileName: `${cfdiFileName(row)}.pdf`, bytes: await renderPdf(cfdiDocument(row.xml, row)) };
}
