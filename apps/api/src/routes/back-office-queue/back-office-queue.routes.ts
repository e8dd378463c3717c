import { backOfficeQueueEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: claims on manual-verification cases (others see who works on one) and bulk approval.
export const claim = endpointRoute(e.backOfficeClaimApplication);
export const release = endpointRoute(e.backOfficeReleaseApplication);
export const bulkApprove = endpointRoute(e.backOfficeBulkApprove);
