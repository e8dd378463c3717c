import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-outbox.routes';

export const outbox: AppRouteHandler<typeof routes.outbox> = async (c) => {
  const { page, perPage, ...filter } = c.req.valid('query');
  const result = await c.get('core').admin.lists.outbox(filter, { page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const backOfficeOutboxRouter = createRouter().openapi(routes.outbox, outbox);
