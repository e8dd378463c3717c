import {
  backOfficeContactTemplateEndpoints as bo,
  clientCollectionContactEndpoints as mine,
  publicContactCheckEndpoints as pub,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice, client } = useCases;

/** "¿Somos nosotros?": the use case with the caller's address, which its rate limit counts. */
async function contactCheck(c: Context<AppEnv>) {
  const body = (
    c.req.valid as (target: 'json') => Parameters<typeof useCases.public.contactCheck>[1]['body']
  )('json');
  return c.json(
    ok(await useCases.public.contactCheck(c.get('core'), { body, requester: c.get('clientIp') })),
    200,
  );
}

// Issue 66 (ADR 326): contacts only the borrower, and the borrower sees every contact — the
// borrower's contact log, the public "¿Somos nosotros?" check, and the library of collection
// templates under maker-checker. Each endpoint answered by the use case of its name.
export const collectionContactsRouter = useCaseRouter([
  useCaseRoute(mine.collectionContacts, client.collectionContacts),
  specialRoute(endpointRoute(pub.contactCheck), contactCheck),
  useCaseRoute(bo.contactTemplates, backOffice.contactTemplates),
  useCaseRoute(bo.requestContactTemplate, backOffice.requestContactTemplate),
]);
