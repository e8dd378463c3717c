import { backOfficePaymentPlanEndpoints as b, clientPaymentPlanEndpoints as c } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 52: a payment plan — the borrower requests or accepts one on `/profile/my-loan`;
// collections offers one, or approves or declines a request.
export const paymentPlanOptions = endpointRoute(c.paymentPlanOptions);
export const requestPaymentPlan = endpointRoute(c.requestPaymentPlan);
export const acceptPaymentPlan = endpointRoute(c.acceptPaymentPlan);
export const paymentPlans = endpointRoute(b.paymentPlans);
export const offerPaymentPlan = endpointRoute(b.offerPaymentPlan);
export const decidePaymentPlan = endpointRoute(b.decidePaymentPlan);
