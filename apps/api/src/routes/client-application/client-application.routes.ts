import { clientDecisionReasonEndpoints, clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the application, its offers and counter-offers (issue 5).
export const createApplication = endpointRoute(e.createApplication);
export const updateApplication = endpointRoute(e.updateApplication);
export const actualApplication = endpointRoute(e.actualApplication);
export const actualApplicationStatus = endpointRoute(e.actualApplicationStatus);
export const applicationPaymentMethod = endpointRoute(e.applicationPaymentMethod);
export const actualOffer = endpointRoute(e.actualOffer);
export const arithmeticOffer = endpointRoute(e.arithmeticOffer);
export const promoCode = endpointRoute(e.promoCode);
export const yhatLimit = endpointRoute(e.yhatLimit);
export const approveSpecialOffer = endpointRoute(e.approveSpecialOffer);
export const approveDecrease = endpointRoute(e.approveDecrease);
export const approveIncrease = endpointRoute(e.approveIncrease);
export const finish = endpointRoute(e.finish);
export const completeBackOfficeClient = endpointRoute(e.completeBackOfficeClient);
export const withdrawApplication = endpointRoute(e.withdrawApplication);
export const decisionReasons = endpointRoute(clientDecisionReasonEndpoints.decisionReasons);
