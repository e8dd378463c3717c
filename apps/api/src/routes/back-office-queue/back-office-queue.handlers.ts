import { backOfficeQueueEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 16: claims on manual-verification cases (others see who works on one) and bulk approval;
// issue 48: the evidence a case is decided on.
export const backOfficeQueueRouter = useCaseRouter([
  useCaseRoute(e.claimApplication, backOffice.claimApplication),
  useCaseRoute(e.releaseApplication, backOffice.releaseApplication),
  useCaseRoute(e.bulkApprove, backOffice.bulkApprove),
  useCaseRoute(e.manualCaseEvidence, backOffice.manualCaseEvidence),
]);
