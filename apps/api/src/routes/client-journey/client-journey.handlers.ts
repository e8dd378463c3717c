import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { requireClientReading } from '../../http/auth-middleware';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Spec §4 Flow, §7 `GET /flow` and `GET /client-journey/current`: the step computed on the server
// (ADR 021). The session, the client row and the journey's rows in one statement (ADR 091).
export const clientJourneyRouter = useCaseRouter([
  useCaseRoute(e.flow, useCases.client.flow, { route: { access: requireClientReading('flow') } }),
  useCaseRoute(e.journeyCurrent, useCases.client.journeyCurrent),
]);
