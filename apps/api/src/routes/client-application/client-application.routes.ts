import { clientDecisionReasonEndpoints, clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the application, its offers and counter-offers (issue 5).
export const actualApplication = endpointRoute(e.actualApplication);
export const actualApplicationStatus = endpointRoute(e.actualApplicationStatus);
export const applicationPaymentMethod = endpointRoute(e.applicationPaymentMethod);
export const yhatLimit = endpointRoute(e.yhatLimit);
export const finish = endpointRoute(e.finish);
export const decisionReasons = endpointRoute(clientDecisionReasonEndpoints.decisionReasons);
