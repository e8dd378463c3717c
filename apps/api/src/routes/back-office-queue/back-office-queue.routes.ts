import { backOfficeQueueEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 16: claims on manual-verification cases (others see who works on one) and bulk approval.
export const claim = endpointRoute(e.backOfficeClaimApplication, {
  middleware: [requirePermission('applications.queue')],
});
export const release = endpointRoute(e.backOfficeReleaseApplication, {
  middleware: [requirePermission('applications.queue')],
});
export const bulkApprove = endpointRoute(e.backOfficeBulkApprove, {
  middleware: [requirePermission('applications.decide')],
});
