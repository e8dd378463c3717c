import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './payment-plans.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice, client } = useCases;

export const paymentPlanOptions: H<'paymentPlanOptions'> = async (c) =>
  c.json(ok(await client.paymentPlanOptions(c.get('core'), { clientId: c.get('auth').subjectId })), 200);

export const requestPaymentPlan: H<'requestPaymentPlan'> = async (c) => {
  const plan = await client.requestPaymentPlan(c.get('core'), {
    clientId: c.get('auth').subjectId,
    terms: c.req.valid('json'),
  });
  return c.json(ok(plan), 201);
};

export const acceptPaymentPlan: H<'acceptPaymentPlan'> = async (c) =>
  c.json(ok(await client.acceptPaymentPlan(c.get('core'), { clientId: c.get('auth').subjectId })), 200);

export const paymentPlans: H<'paymentPlans'> = async (c) =>
  c.json(ok(await backOffice.paymentPlans(c.get('core'), { loanId: c.req.valid('param').id })), 200);

export const offerPaymentPlan: H<'offerPaymentPlan'> = async (c) => {
  const plan = await backOffice.offerPaymentPlan(c.get('core'), {
    userId: c.get('auth').subjectId,
    loanId: c.req.valid('param').id,
    terms: c.req.valid('json'),
  });
  return c.json(ok(plan), 201);
};

export const decidePaymentPlan: H<'decidePaymentPlan'> = async (c) => {
  const plan = await backOffice.decidePaymentPlan(c.get('core'), {
    userId: c.get('auth').subjectId,
    planId: c.req.valid('param').id,
    decision: c.req.valid('json').decision,
  });
  return c.json(ok(plan), 200);
};

export const paymentPlansRouter = createRouter()
  .openapi(routes.paymentPlanOptions, paymentPlanOptions)
  .openapi(routes.requestPaymentPlan, requestPaymentPlan)
  .openapi(routes.acceptPaymentPlan, acceptPaymentPlan)
  .openapi(routes.paymentPlans, paymentPlans)
  .openapi(routes.offerPaymentPlan, offerPaymentPlan)
  .openapi(routes.decidePaymentPlan, decidePaymentPlan);
