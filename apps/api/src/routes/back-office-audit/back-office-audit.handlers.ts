import { mexicoCityStart } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-audit.routes';

export const auditLog: AppRouteHandler<typeof routes.auditLog> = async (c) => {
  const { page, perPage, entityType, entityId, actorType, actorId, action, from, to } = c.req.valid('query');
  const result = await c.get('core').backOffice.auditLog(
    {
      ...(entityType !== undefined && { entity: entityType }),
      ...(entityId !== undefined && { entityId }),
      ...(actorType !== undefined && { actorType }),
      ...(actorId !== undefined && { actorId }),
      ...(action !== undefined && { action }),
      // Mexico City business dates, both ends included (the city keeps UTC−6 all year).
      ...(from !== undefined && { from: mexicoCityStart(from) }),
      ...(to !== undefined && { to: new Date(mexicoCityStart(to).getTime() + 86_400_000) }),
    },
    { page, perPage },
  );
  setPaginationHeaders(c, {
    page,
    perPage,
    total: result.total,
    totalEstimated: result.totalEstimated,
    count: result.items.length,
  });
  return c.json(ok(result.items), 200);
};

export const backOfficeAuditRouter = createRouter().openapi(routes.auditLog, auditLog);
