import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-referrals.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const referrals: H<'referrals'> = async (c) =>
  c.json(ok(await useCases.client.referrals(c.get('core'), c.get('auth').subjectId)), 200);

export const createReferral: H<'createReferral'> = async (c) =>
  c.json(
    ok(await useCases.client.createReferral(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const updateReferral: H<'updateReferral'> = async (c) =>
  c.json(
    ok(
      await useCases.client.updateReferral(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const clientReferralsRouter = createRouter()
  .openapi(routes.referrals, referrals)
  .openapi(routes.createReferral, createReferral)
  .openapi(routes.updateReferral, updateReferral);
