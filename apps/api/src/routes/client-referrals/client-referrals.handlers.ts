import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

async function referrals(c: Context<AppEnv>) {
  return c.json(ok(await client.referrals(c.get('core'), c.get('auth').subjectId)), 200);
}

// Spec §7 Referrals: list, invite, cancel or resend (ADR 224).
export const clientReferralsRouter = useCaseRouter([
  specialRoute(endpointRoute(e.referrals), referrals),
  useCaseRoute(e.createReferral, client.createReferral),
  useCaseRoute(e.updateReferral, client.updateReferral),
]);
