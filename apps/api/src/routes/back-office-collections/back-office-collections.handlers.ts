import { backOfficeCollectionsEndpoints as e, clientPromiseEndpoints as p } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import { csvResponse } from '../back-office-reads/csv-route';
import * as routes from './back-office-collections.routes';

const { backOffice, client } = useCases;

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

// Issue 38's collections workspace and the borrower's promise to pay, from the table (a promise's
// pesos reach core in centavos: `pesos`); the two regulator exports (CSV files) by name.
export const backOfficeCollectionsRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.collectionsQueue, backOffice.collectionsQueue),
      useCaseRoute(e.collectionsCase, backOffice.collectionsCase),
      useCaseRoute(e.collectionsClaim, backOffice.collectionsClaim),
      useCaseRoute(e.collectionsRelease, backOffice.collectionsRelease),
      useCaseRoute(e.collectionsLogContact, backOffice.collectionsLogContact, {
        pesos: [['body', 'promise', 'amount']],
      }),
      useCaseRoute(e.collectionsAddNote, backOffice.collectionsAddNote),
      useCaseRoute(p.promiseOptions, client.promiseOptions),
      useCaseRoute(p.makePromise, client.makePromise, { pesos: [['body', 'amount']] }),
    ]),
  )
  .openapi(routes.exportContactLog, exportContactLog as never)
  .openapi(routes.exportCollectors, exportCollectors as never);
