import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the application, its offers and counter-offers (issue 5).
export const createApplication = endpointRoute(e.clientCreateApplication);
export const updateApplication = endpointRoute(e.clientUpdateApplication);
export const actualApplication = endpointRoute(e.clientActualApplication);
export const actualApplicationStatus = endpointRoute(e.clientActualApplicationStatus);
export const applicationPaymentMethod = endpointRoute(e.clientApplicationPaymentMethod);
export const actualOffer = endpointRoute(e.clientActualOffer);
export const arithmeticOffer = endpointRoute(e.clientArithmeticOffer);
export const promoCode = endpointRoute(e.clientPromoCode);
export const yhatLimit = endpointRoute(e.clientYhatLimit);
export const approveSpecialOffer = endpointRoute(e.clientApproveSpecialOffer);
export const approveDecrease = endpointRoute(e.clientApproveDecrease);
export const approveIncrease = endpointRoute(e.clientApproveIncrease);
export const finish = endpointRoute(e.clientFinish);
export const completeBackOfficeClient = endpointRoute(e.clientCompleteBackOfficeClient);
export const withdrawApplication = endpointRoute(e.clientWithdrawApplication);
