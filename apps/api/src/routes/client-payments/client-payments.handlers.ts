import { clientLendingEndpoints as e } from '@lender/contracts';
import { type ReceiptFile, useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { optionalCentavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './client-payments.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const chargeRollover: H<'chargeRollover'> = async (c) => {
  const body = c.req.valid('json');
  const amount = optionalCentavosIn(body.amount, ['amount', 'amount']);
  const payment = await useCases.client.chargeRollover(c.get('core'), c.get('auth').subjectId, {
    ...body,
    amount,
  });
  return c.json(ok(payment), 200);
};

export const paymentReference: H<'paymentReference'> = async (c) => {
  const body = c.req.valid('json');
  const amount = optionalCentavosIn(body.amount, ['amount', 'amount']);
  const reference = await useCases.client.paymentReference(c.get('core'), c.get('auth').subjectId, {
    ...body,
    amount,
  });
  return c.json(ok(reference), 200);
};

export const livePaymentReferences: H<'livePaymentReferences'> = async (c) =>
  c.json(
    ok({ references: await useCases.client.livePaymentReferences(c.get('core'), c.get('auth').subjectId) }),
    200,
  );

/** A payment's receipt (comprobante de pago) as a PDF download under its Spanish name. */
export function receiptResponse(c: Context<AppEnv>, file: ReceiptFile): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

export const paymentReceipt: H<'paymentReceipt'> = async (c) =>
  receiptResponse(
    c,
    await useCases.client.paymentReceipt(c.get('core'), c.req.valid('param').id, {
      clientId: c.get('auth').subjectId,
    }),
  );

// The borrower's consent to be charged (kept with the browser's address and user agent) and saved
// card from the table; a rollover's charge, a payment reference (their optional pesos) and the
// receipt file by name.
export const clientPaymentsRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.directDebitConsent, useCases.client.directDebitConsent),
      useCaseRoute(e.debitCard, useCases.client.debitCard),
    ]),
  )
  .openapi(routes.chargeRollover, chargeRollover)
  .openapi(routes.paymentReference, paymentReference)
  .openapi(routes.livePaymentReferences, livePaymentReferences)
  .openapi(routes.paymentReceipt, paymentReceipt);
