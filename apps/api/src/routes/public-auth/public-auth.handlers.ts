import { CoreError } from '@lender/core';
import { bearerToken } from '../../http/auth-middleware';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-auth.routes';

export const clientLogin: AppRouteHandler<typeof routes.clientLogin> = async (c) => {
  const { token, ...data } = await c.get('core').clients.login(c.req.valid('json'), c.get('clientIp'));
  return c.json(ok(data, { Authorization: token }), 200);
};

/**
 * Two steps on one path (spec §7 `user/login`): e-mail and password give a token with `mfa`; the
 * TOTP code, sent with that token as Bearer, gives the full token.
 */
export const userLogin: AppRouteHandler<typeof routes.userLogin> = async (c) => {
  const body = c.req.valid('json');
  const core = c.get('core');
  if ('totp' in body) {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new CoreError('unauthorized');
    const auth = await core.auth.authenticate(token);
    if (auth.accountType !== 'user' || !auth.mfaPending) throw new CoreError('forbidden');
    const { token: jwt, ...data } = await core.backOfficeUsers.loginWithTotp(auth, body.totp);
    return c.json(ok(data, { Authorization: jwt }), 200);
  }
  const { token, ...data } = await core.backOfficeUsers.loginWithPassword(body, c.get('clientIp'));
  return c.json(ok(data, { Authorization: token }), 200);
};

export const recoverPassword: AppRouteHandler<typeof routes.recoverPassword> = async (c) => {
  await c.get('core').clients.recoverPassword(c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const publicAuthRouter = createRouter()
  .openapi(routes.clientLogin, clientLogin)
  .openapi(routes.userLogin, userLogin)
  .openapi(routes.recoverPassword, recoverPassword);
