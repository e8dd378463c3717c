import type { ReceiptFile } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { optionalCentavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-payments.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const consent: H<'consent'> = async (c) =>
  c.json(
    ok(
      await c.get('core').payments.consent(c.get('auth').subjectId, c.req.valid('json'), {
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
      }),
    ),
    200,
  );

export const debitCard: H<'debitCard'> = async (c) =>
  c.json(ok(await c.get('core').payments.registerCard(c.get('auth').subjectId, c.req.valid('json'))), 200);

export const chargeRollover: H<'chargeRollover'> = async (c) => {
  const body = c.req.valid('json');
  const amount = optionalCentavosIn(body.amount, ['amount', 'amount']);
  return c.json(ok(await c.get('core').payments.charge(c.get('auth').subjectId, { ...body, amount })), 200);
};

export const paymentReference: H<'paymentReference'> = async (c) => {
  const body = c.req.valid('json');
  const amount = optionalCentavosIn(body.amount, ['amount', 'amount']);
  return c.json(
    ok(await c.get('core').payments.paymentReference(c.get('auth').subjectId, { ...body, amount })),
    200,
  );
};

export const liveReferences: H<'liveReferences'> = async (c) =>
  c.json(ok({ references: await c.get('core').payments.liveReferences(c.get('auth').subjectId) }), 200);

/** A payment's receipt (comprobante de pago) as a PDF download under its Spanish name. */
export function receiptResponse(c: Context<AppEnv>, file: ReceiptFile): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

export const receipt: H<'receipt'> = async (c) =>
  receiptResponse(
    c,
    await c.get('core').payments.receiptPdf(c.req.valid('param').id, { clientId: c.get('auth').subjectId }),
  );

export const clientPaymentsRouter = createRouter()
  .openapi(routes.consent, consent)
  .openapi(routes.debitCard, debitCard)
  .openapi(routes.chargeRollover, chargeRollover)
  .openapi(routes.paymentReference, paymentReference)
  .openapi(routes.liveReferences, liveReferences)
  .openapi(routes.receipt, receipt);
