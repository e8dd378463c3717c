import { backOfficeClientPageEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: the tabs of a client's page (decisions, consents, documents, audit timeline).
export const decisions = endpointRoute(e.backOfficeClientDecisions);
export const consents = endpointRoute(e.backOfficeClientConsents);
export const documents = endpointRoute(e.backOfficeClientDocuments);
export const timeline = endpointRoute(e.backOfficeClientTimeline);
