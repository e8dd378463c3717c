import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { zipResponse } from '../../http/zip-route';
import * as routes from './back-office-privacy.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice } = useCases;

export const arcoRequests: H<'arcoRequests'> = async (c) => {
  const query = c.req.valid('query');
  const result = await backOffice.arcoRequests(c.get('core'), query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const arcoRequest: H<'arcoRequest'> = async (c) =>
  c.json(ok(await backOffice.arcoRequest(c.get('core'), c.req.valid('param').id)), 200);

export const logArcoRequest: H<'logArcoRequest'> = async (c) =>
  c.json(
    ok(await backOffice.logArcoRequest(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const verifyArcoIdentity: H<'verifyArcoIdentity'> = async (c) =>
  c.json(
    ok(
      await backOffice.verifyArcoIdentity(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const answerArcoRequest: H<'answerArcoRequest'> = async (c) =>
  c.json(
    ok(
      await backOffice.answerArcoRequest(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const requestArcoAction: H<'requestArcoAction'> = async (c) =>
  c.json(
    ok(
      await backOffice.requestArcoAction(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    201,
  );

export const reviewArcoAction: H<'reviewArcoAction'> = async (c) =>
  c.json(
    ok(
      await backOffice.reviewArcoAction(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const arcoAccessArchive: H<'arcoAccessArchive'> = async (c) =>
  zipResponse(
    c,
    await backOffice.arcoAccessArchive(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id),
  );

export const backOfficePrivacyRouter = createRouter()
  .openapi(routes.arcoRequests, arcoRequests)
  .openapi(routes.arcoRequest, arcoRequest)
  .openapi(routes.logArcoRequest, logArcoRequest)
  .openapi(routes.verifyArcoIdentity, verifyArcoIdentity)
  .openapi(routes.answerArcoRequest, answerArcoRequest)
  .openapi(routes.requestArcoAction, requestArcoAction)
  .openapi(routes.reviewArcoAction, reviewArcoAction)
  .openapi(routes.arcoAccessArchive, arcoAccessArchive);
