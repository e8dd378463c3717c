import { clientLendingEndpoints as e } from '@lender/contracts';
import { identityVerificationCallback, useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
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

export const callback: H<'callback'> = async (c) => {
  const raw = await c.req.text();
  const result = await identityVerificationCallback(c.get('core'), raw, c.req.header(SIGNATURE_HEADER));
  return c.json(ok(result), 200);
};

export const clientVeriffRouter = createRouter()
  .openapi(routes.veriffCreateSession, veriffCreateSession)
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.veriffSession, useCases.client.veriffSession),
      useCaseRoute(e.veriffDecision, useCases.client.veriffDecision),
    ]),
  )
  .openapi(routes.callback, callback);

registerSandboxVeriffPage(clientVeriffRouter);
