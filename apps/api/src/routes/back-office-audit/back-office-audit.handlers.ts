import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-audit.routes';

export const auditLog: AppRouteHandler<typeof routes.auditLog> = async (c) => {
  const { page, perPage, entityType, entityId, actorType, actorId } = c.req.valid('query');
  const result = await c.get('core').backOffice.auditLog(
    {
      ...(entityType !== undefined && { entity: entityType }),
      ...(entityId !== undefined && { entityId }),
      ...(actorType !== undefined && { actorType }),
      ...(actorId !== undefined && { actorId }),
    },
    { page, perPage },
  );
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const backOfficeAuditRouter = createRouter().openapi(routes.auditLog, auditLog);
