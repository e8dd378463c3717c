import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-auth.routes';

export const user: AppRouteHandler<typeof routes.user> = async (c) =>
  c.json(ok(await c.get('core').backOfficeUsers.get(c.req.valid('param').id)), 200);

export const tokenRefresh: AppRouteHandler<typeof routes.tokenRefresh> = async (c) => {
  const { token, ...data } = await c.get('core').auth.refresh(c.get('auth'));
  return c.json(ok(data, { Authorization: token }), 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  await c.get('core').auth.revoke(c.get('auth').sessionId, 'logout');
  return c.json(ok(null), 200);
};

export const backOfficeAuthRouter = createRouter()
  .openapi(routes.user, user)
  .openapi(routes.tokenRefresh, tokenRefresh)
  .openapi(routes.logout, logout);
