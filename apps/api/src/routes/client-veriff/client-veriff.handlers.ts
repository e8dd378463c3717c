import { identityVerificationCallback, useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-veriff.routes';
import { registerSandboxVeriffPage } from './sandbox-page';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

/** Veriff's signature header. */
const SIGNATURE_HEADER = 'x-hmac-signature';

export const veriffCreateSession: H<'veriffCreateSession'> = async (c) =>
  c.json(
    ok(
      await useCases.client.veriffCreateSession(c.get('core'), c.get('auth').subjectId, {
        origin: new URL(c.req.url).origin,
      }),
    ),
    200,
  );

export const veriffSession: H<'veriffSession'> = async (c) =>
  c.json(ok(await useCases.client.veriffSession(c.get('core'), c.get('auth').subjectId)), 200);

export const veriffDecision: H<'veriffDecision'> = async (c) =>
  c.json(
    ok(await useCases.client.veriffDecision(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const callback: H<'callback'> = async (c) => {
  const raw = await c.req.text();
  const result = await identityVerificationCallback(c.get('core'), raw, c.req.header(SIGNATURE_HEADER));
  return c.json(ok(result), 200);
};

export const clientVeriffRouter = createRouter()
  .openapi(routes.veriffCreateSession, veriffCreateSession)
  .openapi(routes.veriffSession, veriffSession)
  .openapi(routes.veriffDecision, veriffDecision)
  .openapi(routes.callback, callback);

registerSandboxVeriffPage(clientVeriffRouter);
