import type { AppRouteHandler } from '../../http/context';
import { ok, setListPageHeaders, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-lists.routes';
import { csvResponse } from './csv-route';
import { exportOptions } from './export-options';

export const exportClients: AppRouteHandler<typeof routes.exportClients> = async (c) => {
  const { sort, reveal, ...filter } = c.req.valid('query');
  const options = await exportOptions(c, reveal);
  return csvResponse(c, 'clients', await c.get('core').admin.lists.exportClients(filter, sort, options));
};

export const loans: AppRouteHandler<typeof routes.loans> = async (c) => {
  const { page, perPage, cursor, sort, ...filter } = c.req.valid('query');
  const result = await c.get('core').admin.lists.loans(filter, sort, { page, perPage, cursor });
  setListPageHeaders(c, { page, perPage }, result);
  return c.json(ok(result.items), 200);
};

export const exportLoans: AppRouteHandler<typeof routes.exportLoans> = async (c) => {
  const { sort, ...filter } = c.req.valid('query');
  const options = await exportOptions(c);
  return csvResponse(c, 'loans', await c.get('core').admin.lists.exportLoans(filter, sort, options));
};

export const payments: AppRouteHandler<typeof routes.payments> = async (c) => {
  const { page, perPage, cursor, sort, ...filter } = c.req.valid('query');
  const result = await c.get('core').admin.lists.payments(filter, sort, { page, perPage, cursor });
  setListPageHeaders(c, { page, perPage }, result);
  return c.json(ok(result.items), 200);
};

export const exportPayments: AppRouteHandler<typeof routes.exportPayments> = async (c) => {
  const { sort, ...filter } = c.req.valid('query');
  const options = await exportOptions(c);
  return csvResponse(c, 'payments', await c.get('core').admin.lists.exportPayments(filter, sort, options));
};

export const unmatchedCallbacks: AppRouteHandler<typeof routes.unmatchedCallbacks> = async (c) => {
  const { page, perPage } = c.req.valid('query');
  const result = await c.get('core').admin.lists.unmatchedCallbacks({ page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const retryMessage: AppRouteHandler<typeof routes.retryMessage> = async (c) => {
  const message = await c
    .get('core')
    .admin.lists.retryMessage(c.get('auth').subjectId, c.req.valid('param').id);
  return c.json(ok(message), 200);
};

export const backOfficeListsRouter = createRouter()
  .openapi(routes.exportClients, exportClients)
  .openapi(routes.loans, loans)
  .openapi(routes.exportLoans, exportLoans)
  .openapi(routes.payments, payments)
  .openapi(routes.exportPayments, exportPayments)
  .openapi(routes.unmatchedCallbacks, unmatchedCallbacks)
  .openapi(routes.retryMessage, retryMessage);
