import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the active loan, its schedule and extensions (issue 5).
export const activeLoan = endpointRoute(e.activeLoan);
export const paymentSchedule = endpointRoute(e.paymentSchedule);
