import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the borrower's limit (issue 5); the application's other calls are a table
// in the handlers.
export const yhatLimit = endpointRoute(e.yhatLimit);
