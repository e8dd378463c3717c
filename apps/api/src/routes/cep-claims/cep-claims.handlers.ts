import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { fileResponse } from '../../http/file-route';
import { centavosIn } from '../../http/money';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './cep-claims.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { client, backOffice } = useCases;

export const claimSpeiPayment: H<'claimSpeiPayment'> = async (c) => {
  const body = c.req.valid('json');
  const claim = await client.claimSpeiPayment(c.get('core'), {
    ...body,
    clientId: c.get('auth').subjectId,
    amount: centavosIn(body.amount, ['amount']),
  });
  return c.json(ok(claim), 201);
};

/** The borrower's own payment only: another's, or one without a verified claim, is `not_found`. */
const owner = (c: Parameters<H<'paymentCepXml'>>[0]) => ({ clientId: c.get('auth').subjectId });

export const paymentCepXml: H<'paymentCepXml'> = async (c) =>
  fileResponse(
    c,
    await client.paymentCepXml(c.get('core'), c.req.valid('param').id, owner(c)),
    'application/xml',
  );

export const paymentCepPdf: H<'paymentCepPdf'> = async (c) =>
  fileResponse(
    c,
    await client.paymentCepPdf(c.get('core'), c.req.valid('param').id, owner(c)),
    'application/pdf',
  );

export const cepClaims: H<'cepClaims'> = async (c) => {
  const query = c.req.valid('query');
  const result = await backOffice.cepClaims(c.get('core'), query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const cepClaimXml: H<'cepClaimXml'> = async (c) =>
  fileResponse(c, await backOffice.cepClaimXml(c.get('core'), c.req.valid('param').id), 'application/xml');

export const cepClaimPdf: H<'cepClaimPdf'> = async (c) =>
  fileResponse(c, await backOffice.cepClaimPdf(c.get('core'), c.req.valid('param').id), 'application/pdf');

export const cepClaimsRouter = createRouter()
  .openapi(routes.claimSpeiPayment, claimSpeiPayment)
  .openapi(routes.cepClaims, cepClaims)
  .openapi(routes.cepClaimXml, cepClaimXml)
  .openapi(routes.cepClaimPdf, cepClaimPdf)
  .openapi(routes.paymentCepXml, paymentCepXml)
  .openapi(routes.paymentCepPdf, paymentCepPdf);
