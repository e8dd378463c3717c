import type { ApproveOfferRequest } from '@lender/contracts';
import { type ApproveOfferInput, useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-application.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

const id = (c: { get(key: 'auth'): { subjectId: number } }) => c.get('auth').subjectId;

export const createApplication: H<'createApplication'> = async (c) => {
  const body = c.req.valid('json');
  const loanAmount = centavosIn(body.loanAmount.amount, ['loanAmount', 'amount']);
  const created = await useCases.client.createApplication(c.get('core'), id(c), { ...body, loanAmount });
  return c.json(ok(created), 201);
};

export const updateApplication: H<'updateApplication'> = async (c) => {
  const body = c.req.valid('json');
  const amount = centavosIn(body.amount.amount, ['amount', 'amount']);
  const updated = await useCases.client.updateApplication(c.get('core'), id(c), c.req.valid('param').id, {
    ...body,
    amount,
  });
  return c.json(ok(updated), 200);
};

export const actualApplication: H<'actualApplication'> = async (c) =>
  c.json(ok(await useCases.client.actualApplication(c.get('core'), id(c))), 200);

export const actualApplicationStatus: H<'actualApplicationStatus'> = async (c) =>
  c.json(ok(await useCases.client.actualApplicationStatus(c.get('core'), id(c))), 200);

export const applicationPaymentMethod: H<'applicationPaymentMethod'> = async (c) =>
  c.json(ok(await useCases.client.applicationPaymentMethod(c.get('core'), id(c))), 200);

export const actualOffer: H<'actualOffer'> = async (c) =>
  c.json(ok(await useCases.client.actualOffer(c.get('core'), id(c), c.req.valid('param').id)), 200);

export const arithmeticOffer: H<'arithmeticOffer'> = async (c) => {
  const { amount, payCycle, payDates } = c.req.valid('param');
  const { promoName } = c.req.valid('query');
  const offer = await useCases.client.arithmeticOffer(c.get('core'), id(c), {
    amount: centavosIn(amount, ['amount']),
    payCycle,
    payDates,
    promoName,
  });
  return c.json(ok(offer), 200);
};

export const promoCode: H<'promoCode'> = async (c) =>
  c.json(ok(await useCases.client.promoCode(c.get('core'), id(c), c.req.valid('json').promoCode)), 200);

export const yhatLimit: H<'yhatLimit'> = async (c) =>
  c.json(ok(await useCases.client.yhatLimit(c.get('core'), id(c))), 200);

/** A counter-offer approval's body with its amount in centavos. */
function counterOffer(body: ApproveOfferRequest): ApproveOfferInput {
  return { ...body, amount: centavosIn(body.amount.amount, ['amount', 'amount']) };
}

export const approveSpecialOffer: H<'approveSpecialOffer'> = async (c) =>
  c.json(
    ok(await useCases.client.approveSpecialOffer(c.get('core'), id(c), counterOffer(c.req.valid('json')))),
    200,
  );

export const approveDecrease: H<'approveDecrease'> = async (c) =>
  c.json(
    ok(await useCases.client.approveDecrease(c.get('core'), id(c), counterOffer(c.req.valid('json')))),
    200,
  );

export const approveIncrease: H<'approveIncrease'> = async (c) =>
  c.json(
    ok(await useCases.client.approveIncrease(c.get('core'), id(c), counterOffer(c.req.valid('json')))),
    200,
  );

/** Sends the application to decision and answers the journey step it leads to. */
export const finish: H<'finish'> = async (c) =>
  c.json(ok(await useCases.client.finish(c.get('core'), id(c))), 200);

export const completeBackOfficeClient: H<'completeBackOfficeClient'> = async (c) =>
  c.json(ok(await useCases.client.completeBackOfficeClient(c.get('core'), id(c), c.req.valid('json'))), 200);

export const withdrawApplication: H<'withdrawApplication'> = async (c) =>
  c.json(ok(await useCases.client.withdrawApplication(c.get('core'), id(c), c.req.valid('param').id)), 200);

/** What weighed in the newest decision, in borrower reasons, and when to apply again (issue 52). */
export const decisionReasons: H<'decisionReasons'> = async (c) =>
  c.json(ok(await useCases.client.decisionReasons(c.get('core'), id(c))), 200);

export const clientApplicationRouter = createRouter()
  .openapi(routes.createApplication, createApplication)
  .openapi(routes.actualApplication, actualApplication)
  .openapi(routes.actualApplicationStatus, actualApplicationStatus)
  .openapi(routes.decisionReasons, decisionReasons)
  .openapi(routes.applicationPaymentMethod, applicationPaymentMethod)
  .openapi(routes.updateApplication, updateApplication)
  .openapi(routes.actualOffer, actualOffer)
  .openapi(routes.arithmeticOffer, arithmeticOffer)
  .openapi(routes.promoCode, promoCode)
  .openapi(routes.yhatLimit, yhatLimit)
  .openapi(routes.approveSpecialOffer, approveSpecialOffer)
  .openapi(routes.approveDecrease, approveDecrease)
  .openapi(routes.approveIncrease, approveIncrease)
  .openapi(routes.withdrawApplication, withdrawApplication)
  .openapi(routes.finish, finish)
  .openapi(routes.completeBackOfficeClient, completeBackOfficeClient);
