import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 6 back-office: decisions on the manual-verification queue (the queue itself is a read model, `back-office-reads`).
export const decideApplication = endpointRoute(e.decideApplication);
