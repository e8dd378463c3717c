import { paymentProviderCallback as applyPaymentCallback, PAYMENT_SIGNATURE_HEADER } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './payment-provider-callback.routes';

/** The body is read raw: the provider's signature covers its exact bytes. */
export const paymentProviderCallback: AppRouteHandler<typeof routes.paymentProviderCallback> = async (c) => {
  const rawBody = await c.req.text();
  const outcome = await applyPaymentCallback(c.get('core'), rawBody, c.req.header(PAYMENT_SIGNATURE_HEADER));
  return c.json(ok(outcome), 200);
};

export const paymentProviderCallbackRouter = createRouter().openapi(
  routes.paymentProviderCallback,
  paymentProviderCallback,
);
