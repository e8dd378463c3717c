import { clientPrivacyEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { zipRoute } from '../../http/zip-route';

// Issue 51: the borrower's ARCO requests ("Mis derechos") and the access archive.
export const arcoRequests = endpointRoute(e.arcoRequests);
export const fileArcoRequest = endpointRoute(e.fileArcoRequest);
export const arcoAccessArchive = zipRoute(e.arcoAccessArchive);
export const deletionAssessment = endpointRoute(e.deletionAssessment);
