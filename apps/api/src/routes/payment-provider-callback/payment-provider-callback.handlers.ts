import { PAYMENT_SIGNATURE_HEADER } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './payment-provider-callback.routes';

export const paymentCallback: AppRouteHandler<typeof routes.paymentCallback> = async (c) => {
  const rawBody = await c.req.text();
  const outcome = await c
    .get('core')
    .payments.handleCallback(rawBody, c.req.header(PAYMENT_SIGNATURE_HEADER));
  return c.json(ok(outcome), 200);
};

export const paymentProviderCallbackRouter = createRouter().openapi(routes.paymentCallback, paymentCallback);
