import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 6 back-office: the manual-verification queue and its decisions.
export const manualQueue = endpointRoute(e.backOfficeManualQueue, {
  middleware: [requirePermission('applications.queue')],
});
export const decide = endpointRoute(e.backOfficeDecideApplication, {
  middleware: [requirePermission('applications.decide')],
});
