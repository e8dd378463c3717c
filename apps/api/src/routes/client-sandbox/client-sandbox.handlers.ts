import { SANDBOX_COOKIE, type SANDBOX_DECISIONS } from '@lender/contracts';
import { CoreError, type SandboxGrant, useCases } from '@lender/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { bearerToken } from '../../http/auth-middleware';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-sandbox.routes';
import { SANDBOX_ADMIN_HEADER } from './client-sandbox.routes';

export { SANDBOX_ADMIN_HEADER } from './client-sandbox.routes';

/**
 * Spec §6: only an admin, or anyone with the `qa-disable-flow` cookie, may use sandbox mode. Checked
 * on every sandbox call, not only on start, so removing the cookie ("Disable") ends the control.
 */
async function sandboxGrant(c: Context<AppEnv>): Promise<SandboxGrant> {
  const adminToken = bearerToken(c.req.header(SANDBOX_ADMIN_HEADER));
  if (adminToken) {
    const core = c.get('core');
    let auth: Awaited<ReturnType<typeof core.auth.authenticate>>;
    try {
      auth = await core.auth.authenticate(adminToken);
    } catch {
      throw new CoreError('sandbox_not_allowed');
    }
    if (auth.accountType !== 'user' || auth.mfaPending) throw new CoreError('sandbox_not_allowed');
    await core.backOfficeUsers.requireActive(auth.subjectId);
    return { kind: 'admin', userId: auth.subjectId };
  }
  if (getCookie(c, SANDBOX_COOKIE) !== undefined) return { kind: 'qa_cookie' };
  throw new CoreError('sandbox_not_allowed');
}

export const sandboxStart: AppRouteHandler<typeof routes.sandboxStart> = async (c) => {
  const grant = await sandboxGrant(c);
  return c.json(ok(await useCases.client.sandboxStart(c.get('core'), c.get('auth').subjectId, grant)), 200);
};

export const sandboxStep: AppRouteHandler<typeof routes.sandboxStep> = async (c) => {
  await sandboxGrant(c);
  return c.json(
    ok(await useCases.client.sandboxStep(c.get('core'), c.get('auth').subjectId, c.req.valid('json').step)),
    200,
  );
};

export const sandboxDecision: AppRouteHandler<typeof routes.sandboxDecision> = async (c) => {
  await sandboxGrant(c);
  const status = c.req.valid('json').status as (typeof SANDBOX_DECISIONS)[number];
  return c.json(
    ok(await useCases.client.sandboxDecision(c.get('core'), c.get('auth').subjectId, status)),
    200,
  );
};

export const sandboxClock: AppRouteHandler<typeof routes.sandboxClock> = async (c) => {
  await sandboxGrant(c);
  return c.json(
    ok(await useCases.client.sandboxClock(c.get('core'), c.get('auth').subjectId, c.req.valid('json').today)),
    200,
  );
};

export const clientSandboxRouter = createRouter()
  .openapi(routes.sandboxStart, sandboxStart)
  .openapi(routes.sandboxStep, sandboxStep)
  .openapi(routes.sandboxDecision, sandboxDecision)
  .openapi(routes.sandboxClock, sandboxClock);
