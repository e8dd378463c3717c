import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-dashboard.routes';

export const dashboard: AppRouteHandler<typeof routes.dashboard> = async (c) =>
  c.json(ok(await c.get('core').admin.dashboard(c.req.valid('query'))), 200);

export const backOfficeDashboardRouter = createRouter().openapi(routes.dashboard, dashboard);
