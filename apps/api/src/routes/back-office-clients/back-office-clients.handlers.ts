import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-clients.routes';

export const client: AppRouteHandler<typeof routes.client> = async (c) =>
  c.json(ok(await useCases.backOffice.client(c.get('core'), c.req.valid('param').id)), 200);

export const blockClient: AppRouteHandler<typeof routes.blockClient> = async (c) => {
  const { subjectId } = c.get('auth');
  const summary = await useCases.backOffice.blockClient(
    c.get('core'),
    subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(summary), 200);
};

export const unblockClient: AppRouteHandler<typeof routes.unblockClient> = async (c) => {
  const { subjectId } = c.get('auth');
  const summary = await useCases.backOffice.unblockClient(
    c.get('core'),
    subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(summary), 200);
};

export const blacklistClient: AppRouteHandler<typeof routes.blacklistClient> = async (c) => {
  const { subjectId } = c.get('auth');
  const summary = await useCases.backOffice.blacklistClient(
    c.get('core'),
    subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(summary), 200);
};

export const clientOffer: AppRouteHandler<typeof routes.clientOffer> = async (c) => {
  // An amount the product refuses is core's `validation_failed`, answered by the error handler.
  const query = c.req.valid('query');
  const offer = await useCases.backOffice.clientOffer(c.get('core'), c.req.valid('param').id, {
    ...query,
    amount: query.amount === undefined ? undefined : centavosIn(query.amount, ['amount']),
  });
  return c.json(ok(offer), 200);
};

export const clientContact: AppRouteHandler<typeof routes.clientContact> = async (c) =>
  c.json(
    ok(
      await useCases.backOffice.clientContact(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
      ),
    ),
    200,
  );

export const startSandbox: AppRouteHandler<typeof routes.startSandbox> = async (c) => {
  const view = await useCases.backOffice.startSandbox(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
  );
  return c.json(ok({ active: view.active, today: view.today, forcedDecision: view.forcedDecision }), 200);
};

export const backOfficeClientsRouter = createRouter()
  .openapi(routes.client, client)
  .openapi(routes.blockClient, blockClient)
  .openapi(routes.unblockClient, unblockClient)
  .openapi(routes.blacklistClient, blacklistClient)
  .openapi(routes.clientOffer, clientOffer)
  .openapi(routes.startSandbox, startSandbox)
  .openapi(routes.clientContact, clientContact);
