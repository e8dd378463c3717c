import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { csvResponse } from '../back-office-reads/csv-route';
import * as routes from './back-office-collections.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const queue: H<'queue'> = async (c) => {
  const query = c.req.valid('query');
  const result = await c.get('core').collections.queue(c.get('auth').subjectId, query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const caseView: H<'caseView'> = async (c) =>
  c.json(ok(await c.get('core').collections.case(c.get('auth').subjectId, c.req.valid('param').id)), 200);

export const claim: H<'claim'> = async (c) => {
  const { takeOver } = c.req.valid('json');
  const result = await c
    .get('core')
    .collections.claim(c.get('auth').subjectId, c.req.valid('param').id, takeOver);
  return c.json(ok(result), 200);
};

export const release: H<'release'> = async (c) => {
  await c.get('core').collections.release(c.get('auth').subjectId, c.req.valid('param').id);
  return c.json(ok(null), 200);
};

export const logContact: H<'logContact'> = async (c) => {
  const { promise, ...body } = c.req.valid('json');
  const contact = await c
    .get('core')
    .collections.logContact(c.get('auth').subjectId, c.req.valid('param').id, {
      ...body,
      promise: promise && { date: promise.date, amount: centavosIn(promise.amount, ['promise', 'amount']) },
    });
  return c.json(ok(contact), 201);
};

export const addNote: H<'addNote'> = async (c) => {
  await c
    .get('core')
    .collections.addNote(c.get('auth').subjectId, c.req.valid('param').id, c.req.valid('json').text);
  return c.json(ok(null), 201);
};

/** The reader's back-office language: the words of the CSV. */
const languageOf = async (c: Context<AppEnv>) =>
  (await useCases.backOffice.user(c.get('core'), c.get('auth').subjectId)).language;

export const exportContactLog = async (c: Context<AppEnv>) => {
  const { month } = (c.req.valid as (target: 'query') => { month: string })('query');
  const file = await c.get('core').collections.exportContactLog(month, await languageOf(c));
  return csvResponse(c, `collection-contacts-${month}`, file);
};

export const exportCollectors = async (c: Context<AppEnv>) =>
  csvResponse(c, 'collectors', await c.get('core').collections.exportCollectors(await languageOf(c)));

export const promiseOptions: H<'promiseOptions'> = async (c) =>
  c.json(ok(await c.get('core').collections.promiseOptions(c.get('auth').subjectId)), 200);

export const makePromise: H<'makePromise'> = async (c) => {
  const { date, amount } = c.req.valid('json');
  const made = await c.get('core').collections.promiseByBorrower(c.get('auth').subjectId, {
    date,
    amount: centavosIn(amount, ['amount']),
  });
  return c.json(ok(made), 201);
};

export const backOfficeCollectionsRouter = createRouter()
  .openapi(routes.queue, queue)
  .openapi(routes.caseView, caseView)
  .openapi(routes.claim, claim)
  .openapi(routes.release, release)
  .openapi(routes.logContact, logContact)
  .openapi(routes.addNote, addNote)
  .openapi(routes.exportContactLog, exportContactLog as never)
  .openapi(routes.exportCollectors, exportCollectors as never)
  .openapi(routes.promiseOptions, promiseOptions)
  .openapi(routes.makePromise, makePromise);
