import { backOfficeClientPageEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 16: the tabs of a client's page (decisions, consents, documents, audit timeline).
const read = { middleware: [requirePermission('clients.read')] };
export const decisions = endpointRoute(e.backOfficeClientDecisions, read);
export const consents = endpointRoute(e.backOfficeClientConsents, read);
export const documents = endpointRoute(e.backOfficeClientDocuments, read);
export const timeline = endpointRoute(e.backOfficeClientTimeline, read);
