import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 6 back-office: the manual-verification queue and its decisions.
export const manualQueue = endpointRoute(e.backOfficeManualQueue);
export const decide = endpointRoute(e.backOfficeDecideApplication);
