import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { csvResponse } from '../back-office-reads/csv-route';
import * as routes from './back-office-collections.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice, client } = useCases;

export const collectionsQueue: H<'collectionsQueue'> = async (c) => {
  const query = c.req.valid('query');
  const result = await backOffice.collectionsQueue(c.get('core'), c.get('auth').subjectId, query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const collectionsCase: H<'collectionsCase'> = async (c) =>
  c.json(
    ok(await backOffice.collectionsCase(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const collectionsClaim: H<'collectionsClaim'> = async (c) => {
  const { takeOver } = c.req.valid('json');
  const claim = await backOffice.collectionsClaim(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    takeOver,
  );
  return c.json(ok(claim), 200);
};

export const collectionsRelease: H<'collectionsRelease'> = async (c) => {
  await backOffice.collectionsRelease(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id);
  return c.json(ok(null), 200);
};

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

export const collectionsAddNote: H<'collectionsAddNote'> = async (c) => {
  await backOffice.collectionsAddNote(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    c.req.valid('json').text,
  );
  return c.json(ok(null), 201);
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

export const backOfficeCollectionsRouter = createRouter()
  .openapi(routes.collectionsQueue, collectionsQueue)
  .openapi(routes.collectionsCase, collectionsCase)
  .openapi(routes.collectionsClaim, collectionsClaim)
  .openapi(routes.collectionsRelease, collectionsRelease)
  .openapi(routes.collectionsLogContact, collectionsLogContact)
  .openapi(routes.collectionsAddNote, collectionsAddNote)
  .openapi(routes.exportContactLog, exportContactLog as never)
  .openapi(routes.exportCollectors, exportCollectors as never)
  .openapi(routes.promiseOptions, promiseOptions)
  .openapi(routes.makePromise, makePromise);
