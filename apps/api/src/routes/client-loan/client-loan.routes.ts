import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the active loan, its schedule and extensions (issue 5).
export const activeLoan = endpointRoute(e.clientActiveLoan);
export const paymentSchedule = endpointRoute(e.clientPaymentSchedule);
export const chooseRollover = endpointRoute(e.clientChooseRollover);
export const rolloverApplication = endpointRoute(e.clientRolloverApplication);
export const rolloverDocument = endpointRoute(e.clientRolloverDocument);
