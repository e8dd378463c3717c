import { backOfficeQueueEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: claims on manual-verification cases (others see who works on one) and bulk approval;
// issue 48: the evidence a case is decided on.
export const claimApplication = endpointRoute(e.claimApplication);
export const releaseApplication = endpointRoute(e.releaseApplication);
export const bulkApprove = endpointRoute(e.bulkApprove);
export const manualCaseEvidence = endpointRoute(e.manualCaseEvidence);
