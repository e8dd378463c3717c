import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './disaster-relief.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice, client } = useCases;

export const disasterZones: H<'disasterZones'> = async (c) =>
  c.json(ok(await backOffice.disasterZones(c.get('core'), c.get('auth').subjectId)), 200);

export const declareDisasterZone: H<'declareDisasterZone'> = async (c) =>
  c.json(
    ok(await backOffice.declareDisasterZone(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const endDisasterZone: H<'endDisasterZone'> = async (c) =>
  c.json(
    ok(await backOffice.endDisasterZone(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const reliefDeferral: H<'reliefDeferral'> = async (c) =>
  c.json(ok(await client.reliefDeferral(c.get('core'), c.get('auth').subjectId)), 200);

/** The consent's evidence: the browser's address (the site forwards it) and its user agent. */
export const takeReliefDeferral: H<'takeReliefDeferral'> = async (c) => {
  const taken = await client.takeReliefDeferral(c.get('core'), c.get('auth').subjectId, {
    ...c.req.valid('json'),
    ip: c.get('clientIp'),
    userAgent: c.req.header('user-agent') ?? null,
  });
  return c.json(ok(taken), 201);
};

export const disasterReliefRouter = createRouter()
  .openapi(routes.disasterZones, disasterZones)
  .openapi(routes.declareDisasterZone, declareDisasterZone)
  .openapi(routes.endDisasterZone, endDisasterZone)
  .openapi(routes.reliefDeferral, reliefDeferral)
  .openapi(routes.takeReliefDeferral, takeReliefDeferral);
