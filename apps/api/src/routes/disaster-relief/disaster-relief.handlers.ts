import {
  backOfficeDisasterZoneEndpoints as e,
  clientReliefEndpoints as r,
  type TakeReliefDeferralRequest,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice, client } = useCases;

/** The consent's evidence: the browser's address (the site forwards it) and its user agent. */
async function takeReliefDeferral(c: Context<AppEnv>) {
  const body = (c.req.valid as (target: 'json') => TakeReliefDeferralRequest)('json');
  const taken = await client.takeReliefDeferral(c.get('core'), c.get('auth').subjectId, {
    ...body,
    ip: c.get('clientIp'),
    userAgent: c.req.header('user-agent') ?? null,
  });
  return c.json(ok(taken), 201);
}

// Issue 52: declared disaster zones (back office) and the borrower's deferral on `/profile/my-loan`.
export const disasterReliefRouter = useCaseRouter([
  useCaseRoute(e.disasterZones, backOffice.disasterZones),
  useCaseRoute(e.declareDisasterZone, backOffice.declareDisasterZone),
  useCaseRoute(e.endDisasterZone, backOffice.endDisasterZone),
  useCaseRoute(r.reliefDeferral, client.reliefDeferral),
  specialRoute(endpointRoute(r.takeReliefDeferral), takeReliefDeferral),
]);
