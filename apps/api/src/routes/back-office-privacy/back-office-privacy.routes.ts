import { backOfficePrivacyEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { zipRoute } from '../../http/zip-route';

// Issue 51: the privacy officer's ARCO requests — the work list, one request, entering one received
// by e-mail or letter, the identity check, the answer, the act under maker-checker, the archive.
export const arcoRequests = endpointRoute(e.arcoRequests);
export const arcoRequest = endpointRoute(e.arcoRequest);
export const logArcoRequest = endpointRoute(e.logArcoRequest);
export const verifyArcoIdentity = endpointRoute(e.verifyArcoIdentity);
export const answerArcoRequest = endpointRoute(e.answerArcoRequest);
export const requestArcoAction = endpointRoute(e.requestArcoAction);
export const reviewArcoAction = endpointRoute(e.reviewArcoAction);
export const arcoAccessArchive = zipRoute(e.arcoAccessArchive);
