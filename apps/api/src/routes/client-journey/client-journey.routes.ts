import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §4 Flow, §7 `GET /flow` and `GET /client-journey/current`: the step computed on the server (ADR 021).
export const flow = endpointRoute(e.clientFlow);
export const journeyCurrent = endpointRoute(e.clientJourneyCurrent);
