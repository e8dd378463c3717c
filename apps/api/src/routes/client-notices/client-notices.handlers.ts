import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-notices.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const noticePreferences: H<'noticePreferences'> = async (c) =>
  c.json(ok(await useCases.client.noticePreferences(c.get('core'), c.get('auth').subjectId)), 200);

export const updateNoticePreferences: H<'updateNoticePreferences'> = async (c) =>
  c.json(
    ok(
      await useCases.client.updateNoticePreferences(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const unsubscribeCheck: H<'unsubscribeCheck'> = async (c) => {
  useCases.public.unsubscribeCheck(c.get('core'), c.req.valid('param').token);
  return c.json(ok(null), 200);
};

export const unsubscribe: H<'unsubscribe'> = async (c) => {
  await useCases.public.unsubscribe(c.get('core'), c.req.valid('param').token);
  return c.json(ok(null), 200);
};

export const clientNoticesRouter = createRouter()
  .openapi(routes.noticePreferences, noticePreferences)
  .openapi(routes.updateNoticePreferences, updateNoticePreferences)
  .openapi(routes.unsubscribeCheck, unsubscribeCheck)
  .openapi(routes.unsubscribe, unsubscribe);
