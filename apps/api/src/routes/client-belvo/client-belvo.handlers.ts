import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-belvo.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const accessToken: H<'accessToken'> = async (c) =>
  c.json(ok(await c.get('core').integrations.bankLink.accessToken(c.get('auth').subjectId)), 200);

export const storeLink: H<'storeLink'> = async (c) =>
  c.json(
    ok(await c.get('core').integrations.bankLink.storeLink(c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const skip: H<'skip'> = async (c) =>
  c.json(ok(await c.get('core').integrations.bankLink.skip(c.get('auth').subjectId)), 200);

export const clientBelvoRouter = createRouter()
  .openapi(routes.accessToken, accessToken)
  .openapi(routes.storeLink, storeLink)
  .openapi(routes.skip, skip);
