import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-applications.routes';

export const manualQueue: AppRouteHandler<typeof routes.manualQueue> = async (c) => {
  const { page, perPage } = c.req.valid('query');
  const result = await c.get('core').backOffice.manualQueue({ page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const decide: AppRouteHandler<typeof routes.decide> = async (c) => {
  const body = c.req.valid('json');
  const request =
    body.decision === 'approve_decrease'
      ? { decision: body.decision, amount: centavosIn(body.amount.amount, ['amount', 'amount']) }
      : { decision: body.decision };
  // An amount the product refuses is core's `validation_failed`, answered by the error handler.
  const application = await c
    .get('core')
    .backOffice.decideManualCase(
      { userId: c.get('auth').subjectId },
      c.req.valid('param').id,
      request,
      body.reason,
    );
  return c.json(ok(application), 200);
};

export const backOfficeApplicationsRouter = createRouter()
  .openapi(routes.manualQueue, manualQueue)
  .openapi(routes.decide, decide);
