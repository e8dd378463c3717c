import { backOfficeOperationsEndpoints as ops } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './back-office-auth.routes';

export const user: AppRouteHandler<typeof routes.user> = async (c) =>
  c.json(ok(await useCases.backOffice.user(c.get('core'), c.req.valid('param').id)), 200);

export const tokenRefresh: AppRouteHandler<typeof routes.tokenRefresh> = async (c) => {
  const { token, ...data } = await useCases.backOffice.tokenRefresh(c.get('core'), c.get('auth'));
  return c.json(ok(data, { Authorization: token }), 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  await useCases.backOffice.logout(c.get('core'), c.get('auth').sessionId);
  return c.json(ok(null), 200);
};

export const backOfficeAuthRouter = createRouter()
  .openapi(routes.user, user)
  .openapi(routes.tokenRefresh, tokenRefresh)
  .openapi(routes.logout, logout)
  // Any signed-in back-office user may set their own language (no permission); the change is audited.
  .route('/', useCaseRouter([useCaseRoute(ops.setLanguage, useCases.backOffice.setLanguage)]));
