import { todayInMexicoCity } from '@lender/calculator/kernel';
import type { Payment } from '@lender/contracts';
import { SITE_PATHS } from '../paths';

/**
 * Where a payment's receipt (comprobante de pago) is downloaded (issue 47): a resource route
 * (`routes/profile_.comprobantes.$folio/route.ts`), named by the folio the API gives each payment.
 */
export const receiptHref = (folio: string): string =>
  SITE_PATHS.paymentReceipt.replace(':folio', encodeURIComponent(folio));

/** The formats Banxico issues a payment's CEP in. */
export type CepFormat = 'xml' | 'pdf';

/**
 * Where the CEP (Banxico's signed proof) of a payment a verified SPEI claim applied is downloaded,
 * beside its receipt (issue 52): `/profile/comprobantes/<folio>/cep.xml` and `…/cep.pdf`
 * (`routes/profile_.comprobantes.$folio_.$file/route.ts`).
 */
export const cepHref = (folio: string, format: CepFormat): string =>
  SITE_PATHS.paymentCep.replace(':folio', encodeURIComponent(folio)).replace(':file', `cep.${format}`);

/**
 * When a received payment arrived (`at`), and the day it was paid when that is an earlier day (a bank
 * deposit or a transfer recorded days later, ADR 358): the history names both, the receipt too.
 */
export function paidWhen(payment: Pick<Payment, 'paidOn' | 'completedAt' | 'createdAt'>): {
  at: string;
  paidOn: string | null;
} {
  const at = payment.completedAt ?? payment.createdAt;
  const earlier = payment.paidOn !== null && payment.paidOn < todayInMexicoCity(new Date(at));
  return { at, paidOn: earlier ? payment.paidOn : null };
}
