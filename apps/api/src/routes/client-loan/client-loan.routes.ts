import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the active loan (issue 5); its schedule and extensions are a table in the handlers.
export const activeLoan = endpointRoute(e.activeLoan);
