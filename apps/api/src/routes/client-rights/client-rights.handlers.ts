import { clientRightsEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

async function complaints(c: Context<AppEnv>) {
  return c.json(ok(await client.complaints(c.get('core'), c.get('auth').subjectId)), 200);
}

// Issue 51: the borrower's complaints to the UNE (and disputes of a credit-bureau record), and the
// withdrawal of their voluntary consents.
export const clientRightsRouter = useCaseRouter([
  specialRoute(endpointRoute(e.complaints), complaints),
  useCaseRoute(e.fileComplaint, client.fileComplaint),
  useCaseRoute(e.withdrawConsent, client.withdrawConsent),
]);
