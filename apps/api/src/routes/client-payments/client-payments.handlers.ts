import { clientLendingEndpoints as e, clientPaymentRecordEndpoints as records } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
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

// The borrower's consent to be charged (kept with the browser's address and user agent) and saved
// card and a payment's receipt (comprobante de pago, a PDF under its Spanish name) from the table; a
// rollover's charge and a payment reference (their optional pesos) by name.
export const clientPaymentsRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.directDebitConsent, useCases.client.directDebitConsent),
      useCaseRoute(e.debitCard, useCases.client.debitCard),
      useCaseRoute(records.paymentReceipt, useCases.client.paymentReceipt),
    ]),
  )
  .openapi(routes.chargeRollover, chargeRollover)
  .openapi(routes.paymentReference, paymentReference)
  .openapi(routes.livePaymentReferences, livePaymentReferences);
