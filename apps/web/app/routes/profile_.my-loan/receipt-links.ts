import { SITE_PATHS } from '../../paths';

/**
 * Where a payment's receipt (comprobante de pago) is downloaded (issue 47): a resource route
 * (`routes/profile_.comprobantes.$folio/route.ts`), named by the folio the API gives each payment.
 */
export const receiptHref = (folio: string): string =>
  SITE_PATHS.paymentReceipt.replace(':folio', encodeURIComponent(folio));
