import { type DownloadInput, ownerOf } from '../downloads';
import { type CepFile, cepFile } from '../payments/cep-proof';

/**
 * `client.paymentCepPdf` (issue 52): the CEP's PDF a verified SPEI claim kept of one of the
 * borrower's payments, as Banxico issued it; `not_found` for another borrower's payment, one without
 * a verified claim, or a CEP Banxico gave no PDF of.
 */
export function paymentCepPdf(ctx: Parameters<typeof cepFile>[0], input: DownloadInput): Promise<CepFile> {
  return cepFile(ctx, input.params.id, ownerOf(input), 'pdf');
}
