import { sql } from '@lender/db/orm';
import type { AppRouteHandler } from '../../http/context';
import { createRouter } from '../../http/router';
import * as routes from './health.routes';

export const healthz: AppRouteHandler<typeof routes.healthz> = (c) => c.json({ status: 'ok' as const }, 200);

export const readyz: AppRouteHandler<typeof routes.readyz> = async (c) => {
  try {
    await c.get('db').execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200);
  } catch {
    return c.json({ status: 'unavailable' as const }, 503);
  }
};

export const healthRouter = createRouter().openapi(routes.healthz, healthz).openapi(routes.readyz, readyz);
