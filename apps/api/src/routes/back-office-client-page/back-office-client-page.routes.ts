import { backOfficeClientPageEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: the tabs of a client's page (decisions, consents, documents, audit timeline).
export const clientDecisions = endpointRoute(e.clientDecisions);
export const clientConsents = endpointRoute(e.clientConsents);
export const clientDocuments = endpointRoute(e.clientDocuments);
export const clientTimeline = endpointRoute(e.clientTimeline);
