import { clientLendingEndpoints as e, clientPaymentRecordEndpoints as records } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Spec §7 Private client: the borrower's consent to be charged (kept with the browser's address and
// user agent) and saved card, card charges and payment references (issue 5 Payments; a partial
// amount in pesos, centavos from here on), the references still payable apart from the payments
// (issue 47), and a payment's receipt (comprobante de pago, a PDF under its Spanish name).
export const clientPaymentsRouter = useCaseRouter([
  useCaseRoute(e.directDebitConsent, client.directDebitConsent),
  useCaseRoute(e.debitCard, client.debitCard),
  useCaseRoute(e.chargeRollover, client.chargeRollover, { pesos: [['body', 'amount', 'amount']] }),
  useCaseRoute(e.paymentReference, client.paymentReference, { pesos: [['body', 'amount', 'amount']] }),
  useCaseRoute(records.livePaymentReferences, client.livePaymentReferences),
  useCaseRoute(records.paymentReceipt, client.paymentReceipt),
]);
