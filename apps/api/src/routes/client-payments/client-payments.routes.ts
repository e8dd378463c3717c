import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: direct debit, card charges and payment references (issue 5 Payments).
export const consent = endpointRoute(e.clientDirectDebitConsent);
export const debitCard = endpointRoute(e.clientDebitCard);
export const chargeRollover = endpointRoute(e.clientChargeRollover);
export const paymentReference = endpointRoute(e.clientPaymentReference);
