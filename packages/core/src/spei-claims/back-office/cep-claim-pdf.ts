import { type CepClaimFile, type CepClaimFileContext, cepClaimFile } from './cep-claim-file';

/**
 * `backOffice.cepClaimPdf` (issue 52): claim `id`'s CEP as Banxico printed it; `not_found` when the
 * claim does not exist or the CEP service gave no PDF.
 */
export function cepClaimPdf(
  ctx: CepClaimFileContext,
  { params }: { readonly params: { readonly id: number } },
): Promise<CepClaimFile> {
  return cepClaimFile(ctx, params.id, 'pdf');
}
