import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-belvo.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const belvoAccessToken: H<'belvoAccessToken'> = async (c) =>
  c.json(ok(await useCases.client.belvoAccessToken(c.get('core'), c.get('auth').subjectId)), 200);

export const belvoStoreLink: H<'belvoStoreLink'> = async (c) =>
  c.json(
    ok(await useCases.client.belvoStoreLink(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const belvoSkip: H<'belvoSkip'> = async (c) =>
  c.json(ok(await useCases.client.belvoSkip(c.get('core'), c.get('auth').subjectId)), 200);

export const clientBelvoRouter = createRouter()
  .openapi(routes.belvoAccessToken, belvoAccessToken)
  .openapi(routes.belvoStoreLink, belvoStoreLink)
  .openapi(routes.belvoSkip, belvoSkip);
