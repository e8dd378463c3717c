import { clientPrivacyEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './client-privacy.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { client } = useCases;

/** What a cancellation would delete now and keep blocked (the client's id is the token's, not shown). */
export const deletionAssessment: H<'deletionAssessment'> = async (c) => {
  const {
    clientId: _clientId,
    deletedAtBlock,
    kept,
    ...view
  } = await client.deletionAssessment(c.get('core'), { clientId: c.get('auth').subjectId });
  const lists = {
    deletedAtBlock: [...deletedAtBlock],
    kept: kept.map((item) => ({ ...item, reasons: [...item.reasons], retention: [...item.retention] })),
  };
  return c.json(ok({ ...view, ...lists }), 200);
};

// Issue 51: the borrower's ARCO requests ("Mis derechos") and the access archive from the table; what
// a cancellation would delete, by name.
export const clientPrivacyRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.arcoRequests, client.arcoRequests),
      useCaseRoute(e.fileArcoRequest, client.fileArcoRequest),
      useCaseRoute(e.arcoAccessArchive, client.arcoAccessArchive),
    ]),
  )
  .openapi(routes.deletionAssessment, deletionAssessment);
