import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-audit.routes';

export const auditLog: AppRouteHandler<typeof routes.auditLog> = async (c) => {
  const query = c.req.valid('query');
  const result = await useCases.backOffice.auditLog(c.get('core'), query, c.get('auth').subjectId);
  setPaginationHeaders(c, {
    page: query.page,
    perPage: query.perPage,
    total: result.total,
    totalEstimated: result.totalEstimated,
    count: result.items.length,
  });
  return c.json(ok(result.items), 200);
};

export const backOfficeAuditRouter = createRouter().openapi(routes.auditLog, auditLog);
