import { backOfficeCollectionsEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import { csvResponse } from '../back-office-reads/csv-route';
import * as routes from './back-office-collections.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice, client } = useCases;

export const collectionsLogContact: H<'collectionsLogContact'> = async (c) => {
  const { promise, ...body } = c.req.valid('json');
  const contact = await backOffice.collectionsLogContact(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    {
      ...body,
      promise: promise && { date: promise.date, amount: centavosIn(promise.amount, ['promise', 'amount']) },
    },
  );
  return c.json(ok(contact), 201);
};

/** The reader's back-office language: the words of the CSV. */
const readerOf = async (c: Context<AppEnv>) => ({
  language: (await backOffice.user(c.get('core'), c.get('auth').subjectId)).language,
});

export const exportContactLog = async (c: Context<AppEnv>) => {
  const query = (c.req.valid as (target: 'query') => { month: string })('query');
  const { name, ...file } = await backOffice.exportContactLog(c.get('core'), query, await readerOf(c));
  return csvResponse(c, name, file);
};

export const exportCollectors = async (c: Context<AppEnv>) => {
  const { name, ...file } = await backOffice.exportCollectors(c.get('core'), {}, await readerOf(c));
  return csvResponse(c, name, file);
};

export const promiseOptions: H<'promiseOptions'> = async (c) =>
  c.json(ok(await client.promiseOptions(c.get('core'), c.get('auth').subjectId)), 200);

export const makePromise: H<'makePromise'> = async (c) => {
  const { date, amount } = c.req.valid('json');
  const made = await client.makePromise(c.get('core'), c.get('auth').subjectId, {
    date,
    amount: centavosIn(amount, ['amount']),
  });
  return c.json(ok(made), 201);
};

// Issue 38's collections workspace and the borrower's promise to pay: the use cases of the
// `(ctx, input)` shape from the table; a contact (its promise's pesos), the two exports and the
// borrower's promise by name.
export const backOfficeCollectionsRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.collectionsQueue, backOffice.collectionsQueue),
      useCaseRoute(e.collectionsCase, backOffice.collectionsCase),
      useCaseRoute(e.collectionsClaim, backOffice.collectionsClaim),
      useCaseRoute(e.collectionsRelease, backOffice.collectionsRelease),
      useCaseRoute(e.collectionsAddNote, backOffice.collectionsAddNote),
    ]),
  )
  .openapi(routes.collectionsLogContact, collectionsLogContact)
  .openapi(routes.exportContactLog, exportContactLog as never)
  .openapi(routes.exportCollectors, exportCollectors as never)
  .openapi(routes.promiseOptions, promiseOptions)
  .openapi(routes.makePromise, makePromise);
