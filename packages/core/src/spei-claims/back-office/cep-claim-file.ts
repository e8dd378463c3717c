import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { cepClaims } from '@lender/db/schema';
import type { ResolvedDocumentsOptions } from '../../documents/documents-options';
import { CoreError } from '../../errors/core-error';

// Issue 52: the signed CEP a verified SPEI claim kept, for customer care (the back office reads any
// claim's; the borrower's own are `client.paymentCepXml`/`client.paymentCepPdf`).

export type CepClaimFileContext = {
  readonly db: Database;
  readonly documentsOptions: Pick<ResolvedDocumentsOptions, 'storage'>;
};

/** A claim's CEP file, saved as `cep-<clave de rastreo>.<format>`. */
export interface CepClaimFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Claim `id`'s stored CEP in `format`; `not_found` when the claim does not exist or kept none. */
export async function cepClaimFile(
  ctx: CepClaimFileContext,
  id: number,
  format: 'xml' | 'pdf',
): Promise<CepClaimFile> {
  const [row] = await ctx.db
    .select({ trackingKey: cepClaims.trackingKey, xml: cepClaims.cepXmlKey, pdf: cepClaims.cepPdfKey })
    .from(cepClaims)
    .where(eq(cepClaims.id, id));
  const key = row?.[format];
  if (!row || !key) throw new CoreError('not_found');
  const bytes = await ctx.documentsOptions.storage.get(key);
  if (!bytes) throw new CoreError('not_found');
  return { fileName: `cep-${row.trackingKey}.${format}`, bytes };
}
