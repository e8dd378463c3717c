import { useCases } from '@lender/core';
import { bearerToken } from '../../http/auth-middleware';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-auth.routes';

export const clientLogin: AppRouteHandler<typeof routes.clientLogin> = async (c) => {
  const { token, ...data } = await useCases.public.clientLogin(c.get('core'), {
    body: c.req.valid('json'),
    requester: c.get('clientIp'),
  });
  return c.json(ok(data, { Authorization: token }), 200);
};

/**
 * Two steps on one path (spec §7 `user/login`): e-mail and password give a token with `mfa`; the
 * TOTP code, sent with that token as Bearer, gives the full token.
 */
export const userLogin: AppRouteHandler<typeof routes.userLogin> = async (c) => {
  const { token, ...data } = await useCases.public.userLogin(c.get('core'), c.req.valid('json'), {
    bearer: bearerToken(c.req.header('authorization')),
    requester: c.get('clientIp'),
  });
  return c.json(ok(data, { Authorization: token }), 200);
};

export const recoverPassword: AppRouteHandler<typeof routes.recoverPassword> = async (c) => {
  await useCases.public.recoverPassword(c.get('core'), c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const publicAuthRouter = createRouter()
  .openapi(routes.clientLogin, clientLogin)
  .openapi(routes.userLogin, userLogin)
  .openapi(routes.recoverPassword, recoverPassword);
