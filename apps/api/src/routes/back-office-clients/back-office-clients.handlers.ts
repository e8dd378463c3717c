import type { ClientStatusAction } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-clients.routes';

export const client: AppRouteHandler<typeof routes.client> = async (c) =>
  c.json(ok(await c.get('core').backOffice.clientDetail(c.req.valid('param').id)), 200);

async function changeStatus(
  c: Context<AppEnv>,
  id: number,
  body: { reason: string; expectedStatus?: number | undefined },
  action: ClientStatusAction,
) {
  const core = c.get('core');
  const userId = c.get('auth').subjectId;
  const role = await core.backOffice.authorize(userId, `clients.${action}`);
  return core.backOffice.changeClientStatus({ userId, role }, id, action, body.reason, body.expectedStatus);
}

export const block: AppRouteHandler<typeof routes.block> = async (c) =>
  c.json(ok(await changeStatus(c, c.req.valid('param').id, c.req.valid('json'), 'block')), 200);

export const unblock: AppRouteHandler<typeof routes.unblock> = async (c) =>
  c.json(ok(await changeStatus(c, c.req.valid('param').id, c.req.valid('json'), 'unblock')), 200);

export const blacklist: AppRouteHandler<typeof routes.blacklist> = async (c) =>
  c.json(ok(await changeStatus(c, c.req.valid('param').id, c.req.valid('json'), 'blacklist')), 200);

export const clientOffer: AppRouteHandler<typeof routes.clientOffer> = async (c) => {
  // An amount the product refuses is core's `validation_failed`, answered by the error handler.
  const query = c.req.valid('query');
  const offer = await c.get('core').backOffice.clientOffer(c.req.valid('param').id, {
    ...query,
    amount: query.amount === undefined ? undefined : centavosIn(query.amount, ['amount']),
  });
  return c.json(ok(offer), 200);
};

export const clientContact: AppRouteHandler<typeof routes.clientContact> = async (c) =>
  c.json(
    ok(await c.get('core').backOffice.clientContact(c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const startSandbox: AppRouteHandler<typeof routes.startSandbox> = async (c) => {
  const view = await c
    .get('core')
    .backOffice.startSandbox({ userId: c.get('auth').subjectId }, c.req.valid('param').id);
  return c.json(ok({ active: view.active, today: view.today, forcedDecision: view.forcedDecision }), 200);
};

export const backOfficeClientsRouter = createRouter()
  .openapi(routes.client, client)
  .openapi(routes.block, block)
  .openapi(routes.unblock, unblock)
  .openapi(routes.blacklist, blacklist)
  .openapi(routes.clientOffer, clientOffer)
  .openapi(routes.startSandbox, startSandbox)
  .openapi(routes.clientContact, clientContact);
