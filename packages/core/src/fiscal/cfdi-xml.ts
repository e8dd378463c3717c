import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { fiscalDocuments } from '@lender/db/schema';
import { type DownloadInput, type FileOwner, ownerOf } from '../downloads';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import type { FiscalDocumentRow } from './cfdi-views';

/** A CFDI's file, saved under its Spanish name (`factura-I-12.xml`). */
export interface CfdiFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The stored CFDI `id` if `owner` may read it; `not_found` otherwise. */
export async function ownedCfdi(db: Database, id: number, owner: FileOwner): Promise<FiscalDocumentRow> {
  const [row] = await db.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, id));
  if (!row) throw new CoreError('not_found');
  if (owner !== 'back-office' && (row.kind === 'global' || row.clientId !== owner.clientId))
    throw new CoreError('not_found');
  return row;
}

/** The name a CFDI's file is saved under, without its extension. */
export const cfdiFileName = (row: Pick<FiscalDocumentRow, 'series' | 'folio'>) =>
  t('documents:cfdi.file', { series: row.series, folio: row.folio });

/**
 * `client.cfdiXml` / `backOffice.cfdiXml` (issue 51): a CFDI as the PAC stamped it, byte for byte
 * the XML SAT knows; a borrower reads only their own.
 */
export async function cfdiXml(ctx: { readonly db: Database }, input: DownloadInput): Promise<CfdiFile> {
  const row = await ownedCfdi(ctx.db, input.params.id, ownerOf(input));
  return { fileName: `${cfdiFileName(row)}.xml`, bytes: new TextEncoder().encode(row.xml) };
}
