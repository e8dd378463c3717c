import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-veriff.routes';
import { registerSandboxVeriffPage } from './sandbox-page';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

/** Veriff's signature header. */
const SIGNATURE_HEADER = 'x-hmac-signature';

export const createSession: H<'createSession'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .integrations.identity.startSession(c.get('auth').subjectId, { origin: new URL(c.req.url).origin }),
    ),
    200,
  );

export const session: H<'session'> = async (c) =>
  c.json(ok(await c.get('core').integrations.identity.currentSession(c.get('auth').subjectId)), 200);

export const decision: H<'decision'> = async (c) =>
  c.json(
    ok(await c.get('core').integrations.identity.decision(c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const callback: H<'callback'> = async (c) => {
  const raw = await c.req.text();
  const result = await c
    .get('core')
    .integrations.identity.handleCallback(raw, c.req.header(SIGNATURE_HEADER));
  return c.json(ok(result), 200);
};

export const clientVeriffRouter = createRouter()
  .openapi(routes.createSession, createSession)
  .openapi(routes.session, session)
  .openapi(routes.decision, decision)
  .openapi(routes.callback, callback);

registerSandboxVeriffPage(clientVeriffRouter);
