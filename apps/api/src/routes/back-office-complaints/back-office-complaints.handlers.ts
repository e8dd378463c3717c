import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { csvResponse } from '../back-office-reads/csv-route';
import * as routes from './back-office-complaints.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice } = useCases;

export const complaints: H<'complaints'> = async (c) => {
  const query = c.req.valid('query');
  const result = await backOffice.complaints(c.get('core'), query);
  setListPageHeaders(c, query, result);
  return c.json(ok(result.items), 200);
};

export const complaint: H<'complaint'> = async (c) =>
  c.json(ok(await backOffice.complaint(c.get('core'), c.req.valid('param').id)), 200);

export const complaintLog: H<'complaintLog'> = async (c) =>
  c.json(ok(await backOffice.complaintLog(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))), 201);

export const complaintStart: H<'complaintStart'> = async (c) =>
  c.json(
    ok(await backOffice.complaintStart(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const complaintResolve: H<'complaintResolve'> = async (c) =>
  c.json(
    ok(
      await backOffice.complaintResolve(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const complaintsMonth: H<'complaintsMonth'> = async (c) =>
  c.json(ok(await backOffice.complaintsMonth(c.get('core'), c.req.valid('query'))), 200);

/** The month's register as CSV, in the reader's back-office language. */
export const exportComplaints = async (c: Context<AppEnv>) => {
  const query = (c.req.valid as (target: 'query') => { month?: string })('query');
  const core = c.get('core');
  const { language } = await backOffice.user(core, c.get('auth').subjectId);
  const { name, ...file } = await backOffice.exportComplaints(core, query, { language });
  return csvResponse(c, name, file);
};

export const backOfficeComplaintsRouter = createRouter()
  .openapi(routes.complaints, complaints)
  .openapi(routes.complaintsMonth, complaintsMonth)
  .openapi(routes.exportComplaints, exportComplaints as never)
  .openapi(routes.complaint, complaint)
  .openapi(routes.complaintLog, complaintLog)
  .openapi(routes.complaintStart, complaintStart)
  .openapi(routes.complaintResolve, complaintResolve);
