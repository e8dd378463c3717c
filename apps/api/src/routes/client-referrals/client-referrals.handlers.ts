import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-referrals.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const list: H<'list'> = async (c) =>
  c.json(ok(await c.get('core').integrations.referrals.list(c.get('auth').subjectId)), 200);

export const create: H<'create'> = async (c) =>
  c.json(
    ok(await c.get('core').integrations.referrals.invite(c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const update: H<'update'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .integrations.referrals.update(c.get('auth').subjectId, c.req.valid('param').id, c.req.valid('json')),
    ),
    200,
  );

export const clientReferralsRouter = createRouter()
  .openapi(routes.list, list)
  .openapi(routes.create, create)
  .openapi(routes.update, update);
