import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { csvResponse } from '../back-office-reads/csv-route';
import * as routes from './back-office-complaints.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const list: H<'list'> = async (c) => {
  const query = c.req.valid('query');
  const result = await c.get('core').admin.complaints.list(query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const one: H<'one'> = async (c) =>
  c.json(ok(await c.get('core').admin.complaints.get(c.req.valid('param').id)), 200);

export const log: H<'log'> = async (c) =>
  c.json(ok(await c.get('core').admin.complaints.log(c.get('auth').subjectId, c.req.valid('json'))), 201);

export const start: H<'start'> = async (c) =>
  c.json(
    ok(await c.get('core').admin.complaints.start(c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const resolve: H<'resolve'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .admin.complaints.resolve(c.get('auth').subjectId, c.req.valid('param').id, c.req.valid('json')),
    ),
    200,
  );

export const month: H<'month'> = async (c) =>
  c.json(ok(await c.get('core').admin.complaints.month(c.req.valid('query').month)), 200);

/** The month's register as CSV, in the reader's back-office language. */
export const exportMonth = async (c: Context<AppEnv>) => {
  const { month } = (c.req.valid as (target: 'query') => { month?: string })('query');
  const core = c.get('core');
  const { language } = await useCases.backOffice.user(core, c.get('auth').subjectId);
  const { name, ...file } = await core.admin.complaints.monthCsv(month, language);
  return csvResponse(c, name, file);
};

export const backOfficeComplaintsRouter = createRouter()
  .openapi(routes.list, list)
  .openapi(routes.month, month)
  .openapi(routes.exportMonth, exportMonth as never)
  .openapi(routes.one, one)
  .openapi(routes.log, log)
  .openapi(routes.start, start)
  .openapi(routes.resolve, resolve);
