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

export const callback: H<'callback'> = async (c) => {
  const raw = await c.req.text();
  const result = await identityVerificationCallback(c.get('core'), raw, c.req.header(SIGNATURE_HEADER));
  return c.json(ok(result), 200);
};

export const clientVeriffRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      // A new session returns the borrower to the API's origin (the sandbox page lives there).
      useCaseRoute(e.veriffCreateSession, useCases.client.veriffCreateSession),
      useCaseRoute(e.veriffSession, useCases.client.veriffSession),
      useCaseRoute(e.veriffDecision, useCases.client.veriffDecision),
    ]),
  )
  .openapi(routes.callback, callback);

registerSandboxVeriffPage(clientVeriffRouter);
