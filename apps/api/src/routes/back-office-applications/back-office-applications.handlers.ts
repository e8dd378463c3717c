import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-applications.routes';

export const decideApplication: AppRouteHandler<typeof routes.decideApplication> = async (c) => {
  const body = c.req.valid('json');
  const request =
    body.decision === 'approve_decrease'
      ? { decision: body.decision, amount: centavosIn(body.amount.amount, ['amount', 'amount']) }
      : { decision: body.decision };
  // An amount the product refuses is core's `validation_failed`, answered by the error handler.
  const application = await useCases.backOffice.decideApplication(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    request,
    body.reason,
  );
  return c.json(ok(application), 200);
};

export const backOfficeApplicationsRouter = createRouter().openapi(
  routes.decideApplication,
  decideApplication,
);
