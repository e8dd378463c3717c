import {
  clientScheduledChargeEndpoints as charges,
  clientMandateEndpoints as e,
  clientChargeInPartsEndpoints as parts,
  publicScheduledChargeEndpoints as pub,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

/** The link's token, as the route validated it. */
const tokenOf = (c: Context<AppEnv>) => (c.req.valid as (target: 'param') => { token: string })('param');

/** "No me cobren": the charge a pre-notice's link names (no login; the token is signed). */
async function scheduledChargeCheck(c: Context<AppEnv>) {
  const params = tokenOf(c);
  return c.json(ok(await useCases.public.scheduledChargeCheck(c.get('core'), { params })), 200);
}

/** "No me cobren": the charge cancelled before it is sent. */
async function cancelScheduledCharge(c: Context<AppEnv>) {
  const params = tokenOf(c);
  return c.json(ok(await useCases.public.cancelScheduledCharge(c.get('core'), { params })), 200);
}

// Issue 66: the borrower's direct-debit mandates and their revocation (ADR 325), the payday charges
// under them, and the pre-notice's one-tap "no me cobren" without a login (ADR 329).
export const clientMandatesRouter = useCaseRouter([
  useCaseRoute(e.mandates, client.mandates),
  useCaseRoute(e.revokeMandate, client.revokeMandate),
  useCaseRoute(charges.scheduledCharges, client.scheduledCharges),
  useCaseRoute(parts.chargeInParts, client.chargeInParts),
  specialRoute(endpointRoute(pub.scheduledChargeCheck), scheduledChargeCheck),
  specialRoute(endpointRoute(pub.cancelScheduledCharge), cancelScheduledCharge),
]);
