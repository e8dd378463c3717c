import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-journey.routes';

export const flow: AppRouteHandler<typeof routes.flow> = async (c) =>
  c.json(
    ok(
      await useCases.client.flow(
        c.get('core'),
        c.get('auth').subjectId,
        c.get('client'),
        c.get('clientRead')?.journeyRows,
      ),
    ),
    200,
  );

export const journeyCurrent: AppRouteHandler<typeof routes.journeyCurrent> = async (c) =>
  c.json(
    ok(await useCases.client.journeyCurrent(c.get('core'), c.get('auth').subjectId, c.get('client'))),
    200,
  );

export const clientJourneyRouter = createRouter()
  .openapi(routes.flow, flow)
  .openapi(routes.journeyCurrent, journeyCurrent);
