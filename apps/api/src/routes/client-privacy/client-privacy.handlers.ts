import { clientPrivacyEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './client-privacy.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { client } = useCases;

export const arcoRequests: H<'arcoRequests'> = async (c) =>
  c.json(ok(await client.arcoRequests(c.get('core'), c.get('auth').subjectId)), 200);

export const fileArcoRequest: H<'fileArcoRequest'> = async (c) =>
  c.json(ok(await client.fileArcoRequest(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))), 201);

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

export const clientPrivacyRouter = createRouter()
  .openapi(routes.arcoRequests, arcoRequests)
  .openapi(routes.fileArcoRequest, fileArcoRequest)
  .route('/', useCaseRouter([useCaseRoute(e.arcoAccessArchive, client.arcoAccessArchive)]))
  .openapi(routes.deletionAssessment, deletionAssessment);
