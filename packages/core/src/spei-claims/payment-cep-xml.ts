import { type DownloadInput, ownerOf } from '../downloads';
import { type CepFile, cepFile } from '../payments/cep-proof';

/**
 * `client.paymentCepXml` (issue 52): the CEP's XML a verified SPEI claim kept of one of the
 * borrower's payments, as Banxico issued it; `not_found` for another borrower's payment or one
 * without a verified claim.
 */
export function paymentCepXml(ctx: Parameters<typeof cepFile>[0], input: DownloadInput): Promise<CepFile> {
  return cepFile(ctx, input.params.id, ownerOf(input), 'xml');
}
