import {
  CoreError,
  getClassification,
  getClassificationList,
  type HelloSodaResult,
  listBanks,
  employmentPositions as positionsOf,
  readIdDocumentTimeSetting,
  employmentStatuses as statuses,
} from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-catalog.routes';

export const classificationList: AppRouteHandler<typeof routes.classificationList> = async (c) => {
  const query = c.req.valid('query');
  const list = await getClassificationList(c.get('db'), query);
  if (!list) throw new CoreError('not_found');
  return c.json(ok(list), 200);
};

export const classification: AppRouteHandler<typeof routes.classification> = async (c) => {
  const { path } = c.req.valid('param');
  const { locale } = c.req.valid('query');
  const map = await getClassification(c.get('db'), path, locale);
  if (!map) throw new CoreError('not_found');
  return c.json(ok({ ...map }), 200);
};

export const banks: AppRouteHandler<typeof routes.banks> = async (c) =>
  c.json(ok(await listBanks(c.get('db'))), 200);

export const employmentStatuses: AppRouteHandler<typeof routes.employmentStatuses> = (c) =>
  c.json(ok(statuses()), 200);

export const employmentPositions: AppRouteHandler<typeof routes.employmentPositions> = (c) => {
  const { employmentStatusKey } = c.req.valid('query');
  const positions = positionsOf(employmentStatusKey);
  if (!positions)
    throw new CoreError('not_found', { message: `Unknown employment status: ${employmentStatusKey}` });
  return c.json(ok(positions), 200);
};

export const idDocumentTimeSetting: AppRouteHandler<typeof routes.idDocumentTimeSetting> = async (c) =>
  c.json(ok(await readIdDocumentTimeSetting(c.get('db'))), 200);

const HELLO_SODA_STATUS = { pass: 'accepted', review: 'review', fail: 'rejected' } as const;

export const helloSoda: AppRouteHandler<typeof routes.helloSoda> = async (c) => {
  const { reference, data } = c.req.valid('json');
  let result: HelloSodaResult;
  try {
    result = await c.get('core').providers.helloSoda.check({ payload: { reference, ...data } });
  } catch (error) {
    c.get('core').logger.error('HelloSoda check failed', { error: (error as Error).name });
    throw new CoreError('provider_failed');
  }
  return c.json(ok({ reference, status: HELLO_SODA_STATUS[result.decision] }), 200);
};

export const publicCatalogRouter = createRouter()
  .openapi(routes.classificationList, classificationList)
  .openapi(routes.classification, classification)
  .openapi(routes.banks, banks)
  .openapi(routes.employmentStatuses, employmentStatuses)
  .openapi(routes.employmentPositions, employmentPositions)
  .openapi(routes.idDocumentTimeSetting, idDocumentTimeSetting)
  .openapi(routes.helloSoda, helloSoda);
