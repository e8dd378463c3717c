import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
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

export const cepClaims: H<'cepClaims'> = async (c) =>
  c.json(ok(await backOffice.cepClaims(c.get('core'), c.req.valid('query'))), 200);

export const cepClaimsRouter = createRouter()
  .openapi(routes.claimSpeiPayment, claimSpeiPayment)
  .openapi(routes.cepClaims, cepClaims);
