import { today } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { csvResponse } from '../back-office-lists/csv-route';
import { exportOptions } from '../back-office-lists/export-options';
import * as routes from './back-office-dashboard.routes';

export const dashboard: AppRouteHandler<typeof routes.dashboard> = async (c) =>
  c.json(ok(await c.get('core').admin.dashboard(c.req.valid('query'))), 200);

export const exportPortfolio: AppRouteHandler<typeof routes.exportPortfolio> = async (c) => {
  const core = c.get('core');
  const file = await core.admin.lists.exportPortfolio(today(core.clock), await exportOptions(c));
  return csvResponse(c, 'portfolio', file);
};

export const backOfficeDashboardRouter = createRouter()
  .openapi(routes.dashboard, dashboard)
  .openapi(routes.exportPortfolio, exportPortfolio);
