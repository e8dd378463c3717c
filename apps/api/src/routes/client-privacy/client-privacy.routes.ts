import { clientPrivacyEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 51: the borrower's ARCO requests ("Mis derechos"); the access archive is a table line.
export const arcoRequests = endpointRoute(e.arcoRequests);
export const fileArcoRequest = endpointRoute(e.fileArcoRequest);
export const deletionAssessment = endpointRoute(e.deletionAssessment);
