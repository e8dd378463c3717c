import { paymentReceiptDocument } from '../documents/payment-receipt';
import { type DownloadInput, ownerOf } from '../downloads';
import { t } from '../i18n';
import { renderPdf } from '../pdf/render-pdf';
import type { PaymentsContext } from './payment-context';
import { type ReceiptFile, receiptOf } from './payment-receipts';

/**
 * `GET payments/{id}/receipt` (issue 47): a completed payment's receipt (comprobante de pago) as a
 * PDF under its Spanish name, with the lender's data; `not_found` for another client's payment.
 */
export async function paymentReceipt(
  ctx: Pick<PaymentsContext, 'db' | 'company'>,
  input: DownloadInput,
): Promise<ReceiptFile> {
  const receipt = await receiptOf(ctx, input.params.id, ownerOf(input));
  return {
    folio: receipt.folio,
    fileName: `${t('documents:receipt.file', { folio: receipt.folio })}.pdf`,
    bytes: await renderPdf(paymentReceiptDocument(receipt, ctx.company)),
  };
}
