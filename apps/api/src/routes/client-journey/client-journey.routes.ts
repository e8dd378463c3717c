import { clientLendingEndpoints as e } from '@lender/contracts';
import { requireClientReading } from '../../http/auth-middleware';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §4 Flow, §7 `GET /flow` and `GET /client-journey/current`: the step computed on the server (ADR 021).
// The session, the client row and the journey's rows in one statement (ADR 091).
export const flow = endpointRoute(e.flow, { access: requireClientReading('flow') });
export const journeyCurrent = endpointRoute(e.journeyCurrent);
