import { type CepClaimFile, type CepClaimFileContext, cepClaimFile } from './cep-claim-file';

/**
 * `backOffice.cepClaimXml` (issue 52): claim `id`'s CEP as Banxico signed it, byte for byte;
 * `not_found` when the claim does not exist or kept no CEP (unverified).
 */
export function cepClaimXml(
  ctx: CepClaimFileContext,
  { params }: { readonly params: { readonly id: number } },
): Promise<CepClaimFile> {
  return cepClaimFile(ctx, params.id, 'xml');
}
