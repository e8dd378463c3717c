import { clientLendingEndpoints as e, clientPaymentRecordEndpoints as records } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: card charges and payment references (issue 5 Payments); the consent and
// the saved card are a table in the handlers.
export const chargeRollover = endpointRoute(e.chargeRollover);
export const paymentReference = endpointRoute(e.paymentReference);
// Issue 47: the references still payable, apart from the payments.
export const livePaymentReferences = endpointRoute(records.livePaymentReferences);
