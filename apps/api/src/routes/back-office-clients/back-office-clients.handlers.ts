import {
  backOfficeAuthEndpoints as auth,
  backOfficeOperationsEndpoints as e,
  backOfficeClientPageEndpoints as page,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

/** Spec §7's offer look-up: the amount asked for arrives in pesos and goes to core in centavos. */
async function clientOffer(c: Context<AppEnv>) {
  const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query') => never;
  const { id } = valid('param') as { id: number };
  const query = valid('query') as { amount?: number };
  // An amount the product refuses is core's `validation_failed`, answered by the error handler.
  const offer = await backOffice.clientOffer(c.get('core'), id, {
    ...query,
    amount: query.amount === undefined ? undefined : centavosIn(query.amount, ['amount']),
  });
  return c.json(ok(offer), 200);
}

// A client's detail (the search is a read model, `back-office-reads`), status changes (issue 6),
// the offer look-up, sandbox mode, and the audited read of the full phone and CURP (issue 36).
export const backOfficeClientsRouter = useCaseRouter([
  useCaseRoute(e.client, backOffice.client),
  useCaseRoute(e.blockClient, backOffice.blockClient),
  useCaseRoute(e.unblockClient, backOffice.unblockClient),
  useCaseRoute(e.blacklistClient, backOffice.blacklistClient),
  specialRoute(endpointRoute(auth.clientOffer), clientOffer),
  useCaseRoute(e.startSandbox, backOffice.startSandbox),
  useCaseRoute(page.clientContact, backOffice.clientContact),
]);
