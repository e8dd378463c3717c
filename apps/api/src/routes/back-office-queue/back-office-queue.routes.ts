import { backOfficeQueueEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: claims on manual-verification cases (others see who works on one) and bulk approval;
// issue 48: the evidence a case is decided on.
export const claim = endpointRoute(e.claimApplication);
export const release = endpointRoute(e.releaseApplication);
export const bulkApprove = endpointRoute(e.bulkApprove);
export const evidence = endpointRoute(e.manualCaseEvidence);
