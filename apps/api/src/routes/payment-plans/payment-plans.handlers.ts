import { backOfficePaymentPlanEndpoints as b, clientPaymentPlanEndpoints as c } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice, client } = useCases;

// Issue 52: a payment plan — the borrower requests or accepts one on `/profile/my-loan`;
// collections offers one, or approves or declines a request.
export const paymentPlansRouter = useCaseRouter([
  useCaseRoute(c.paymentPlanOptions, client.paymentPlanOptions),
  useCaseRoute(c.requestPaymentPlan, client.requestPaymentPlan),
  useCaseRoute(c.acceptPaymentPlan, client.acceptPaymentPlan),
  useCaseRoute(b.paymentPlans, backOffice.paymentPlans),
  useCaseRoute(b.offerPaymentPlan, backOffice.offerPaymentPlan),
  useCaseRoute(b.decidePaymentPlan, backOffice.decidePaymentPlan),
]);
