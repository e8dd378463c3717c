import { paymentReceiptDocument } from '../documents/payment-receipt';
import { t } from '../i18n';
import { renderPdf } from '../pdf/render-pdf';
import type { PaymentsContext } from './payment-context';
import type { ReceiptOwner } from './payment-model';
import { type ReceiptFile, receiptOf } from './payment-receipts';

/**
 * `GET payments/{id}/receipt` (issue 47): a completed payment's receipt (comprobante de pago) as a
 * PDF under its Spanish name, with the lender's data; `not_found` for another client's payment.
 */
export async function paymentReceipt(
  ctx: Pick<PaymentsContext, 'db' | 'company'>,
  paymentId: number,
  owner: ReceiptOwner,
): Promise<ReceiptFile> {
  const receipt = await receiptOf(ctx, paymentId, owner);
  return {
    folio: receipt.folio,
    fileName: `${t('documents:receipt.file', { folio: receipt.folio })}.pdf`,
    bytes: await renderPdf(paymentReceiptDocument(receipt, ctx.company)),
  };
}
