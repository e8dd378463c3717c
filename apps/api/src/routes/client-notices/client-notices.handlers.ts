import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-notices.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const preferences: H<'preferences'> = async (c) =>
  c.json(ok(await c.get('core').notices.preferences(c.get('auth').subjectId)), 200);

export const updatePreferences: H<'updatePreferences'> = async (c) =>
  c.json(ok(await c.get('core').notices.setPreferences(c.get('auth').subjectId, c.req.valid('json'))), 200);

export const unsubscribeCheck: H<'unsubscribeCheck'> = async (c) => {
  c.get('core').notices.verifyUnsubscribe(c.req.valid('param').token);
  return c.json(ok(null), 200);
};

export const unsubscribe: H<'unsubscribe'> = async (c) => {
  await c.get('core').notices.unsubscribe(c.req.valid('param').token);
  return c.json(ok(null), 200);
};

export const clientNoticesRouter = createRouter()
  .openapi(routes.preferences, preferences)
  .openapi(routes.updatePreferences, updatePreferences)
  .openapi(routes.unsubscribeCheck, unsubscribeCheck)
  .openapi(routes.unsubscribe, unsubscribe);
