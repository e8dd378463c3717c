import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-lists.routes';

export const retryMessage: AppRouteHandler<typeof routes.retryMessage> = async (c) => {
  const message = await useCases.backOffice.retryMessage(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
  );
  return c.json(ok(message), 200);
};

export const backOfficeListsRouter = createRouter().openapi(routes.retryMessage, retryMessage);
