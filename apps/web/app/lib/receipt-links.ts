import { sitePathOf } from '../paths';

/**
 * Where a payment's receipt (comprobante de pago) is downloaded (issue 47): a resource route
 * (`routes/profile.payment-receipt.ts`), named by the folio the API gives each payment.
 */
export const receiptHref = (folio: string): string =>
  sitePathOf('site:payment-receipt').replace(':folio', encodeURIComponent(folio));
