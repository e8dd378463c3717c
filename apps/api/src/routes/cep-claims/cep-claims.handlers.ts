import type { CepClaimRequest } from '@lender/contracts';
import { backOfficeCepClaimEndpoints as b, clientCepClaimEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client, backOffice } = useCases;

/** "Ya pagué por SPEI": the borrower's transfer, its amount in centavos, checked against Banxico's CEP. */
async function claimSpeiPayment(c: Context<AppEnv>) {
  const body = (c.req.valid as (target: 'json') => CepClaimRequest).call(c.req, 'json');
  const claim = await client.claimSpeiPayment(c.get('core'), {
    ...body,
    clientId: c.get('auth').subjectId,
    amount: centavosIn(body.amount, ['amount']),
  });
  return c.json(ok(claim), 201);
}

// Issue 52: "Ya pagué por SPEI" — the borrower's transfer checked against Banxico's CEP, and the CEP
// a verified claim kept of the payment it applied (their own only); the back office's list of those
// claims and each one's signed CEP, for customer care.
export const cepClaimsRouter = useCaseRouter([
  specialRoute(endpointRoute(e.claimSpeiPayment), claimSpeiPayment),
  useCaseRoute(b.cepClaims, backOffice.cepClaims),
  useCaseRoute(b.cepClaimXml, backOffice.cepClaimXml),
  useCaseRoute(b.cepClaimPdf, backOffice.cepClaimPdf),
  useCaseRoute(e.paymentCepXml, client.paymentCepXml),
  useCaseRoute(e.paymentCepPdf, client.paymentCepPdf),
]);
