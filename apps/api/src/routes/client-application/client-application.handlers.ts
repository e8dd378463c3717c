import type { ApproveOfferRequest } from '@lender/contracts';
import {
  type ApproveOfferInput,
  completeBackOfficeClient as completeClient,
  createIncreaseTermService,
} from '@lender/core';
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
  return c.json(ok(await c.get('core').applications.create(id(c), { ...body, loanAmount })), 201);
};

export const updateApplication: H<'updateApplication'> = async (c) => {
  const body = c.req.valid('json');
  const amount = centavosIn(body.amount.amount, ['amount', 'amount']);
  const updated = await c
    .get('core')
    .applications.update(id(c), c.req.valid('param').id, { ...body, amount });
  return c.json(ok(updated), 200);
};

export const actualApplication: H<'actualApplication'> = async (c) =>
  c.json(ok(await c.get('core').applications.actual(id(c))), 200);

export const actualApplicationStatus: H<'actualApplicationStatus'> = async (c) => {
  const { id: applicationId, status } = await c.get('core').applications.actual(id(c));
  return c.json(ok({ id: applicationId, status }), 200);
};

export const applicationPaymentMethod: H<'applicationPaymentMethod'> = async (c) =>
  c.json(ok(await c.get('core').applications.paymentMethod(id(c))), 200);

export const actualOffer: H<'actualOffer'> = async (c) =>
  c.json(ok(await c.get('core').applications.actualOffer(id(c), c.req.valid('param').id)), 200);

export const arithmeticOffer: H<'arithmeticOffer'> = async (c) => {
  const { amount, payCycle, payDates } = c.req.valid('param');
  const { promoName } = c.req.valid('query');
  const offer = await c
    .get('core')
    .applications.quote(id(c), { amount: centavosIn(amount, ['amount']), payCycle, payDates, promoName });
  return c.json(ok(offer), 200);
};

export const promoCode: H<'promoCode'> = async (c) =>
  c.json(ok(await c.get('core').applications.checkPromoCode(id(c), c.req.valid('json').promoCode)), 200);

export const yhatLimit: H<'yhatLimit'> = async (c) =>
  c.json(ok(await c.get('core').applications.refreshLimit(id(c))), 200);

/** A counter-offer approval's body with its amount in centavos. */
function counterOffer(body: ApproveOfferRequest): ApproveOfferInput {
  return { ...body, amount: centavosIn(body.amount.amount, ['amount', 'amount']) };
}

export const approveSpecialOffer: H<'approveSpecialOffer'> = async (c) =>
  c.json(
    ok(await c.get('core').applications.approveOffer(id(c), 'special', counterOffer(c.req.valid('json')))),
    200,
  );

export const approveDecrease: H<'approveDecrease'> = async (c) =>
  c.json(
    ok(await c.get('core').applications.approveOffer(id(c), 'decrease', counterOffer(c.req.valid('json')))),
    200,
  );

/**
 * An increase may come with a term (spec §7 `term{value, unit day}`): the application moves to the
 * pay dates of its cycle giving that term, then the approval prices the offer on them.
 */
export const approveIncrease: H<'approveIncrease'> = async (c) => {
  const core = c.get('core');
  const body = counterOffer(c.req.valid('json'));
  const approve = () => core.applications.approveOffer(id(c), 'increase', body);
  if (body.term === undefined) return c.json(ok(await approve()), 200);
  const terms = createIncreaseTermService({
    db: core.db,
    sandbox: core.sandbox,
    applications: core.applications,
  });
  return c.json(ok(await terms.withTerm(id(c), body.term.value, approve)), 200);
};

/** Sends the application to decision and answers the journey step it leads to. */
export const finish: H<'finish'> = async (c) => {
  const core = c.get('core');
  await core.applications.finish(id(c));
  return c.json(ok(await core.journey.flow(id(c))), 200);
};

export const completeBackOfficeClient: H<'completeBackOfficeClient'> = async (c) => {
  const core = c.get('core');
  await completeClient(core.db, core.clock, id(c), c.req.valid('json'));
  return c.json(ok(await core.clients.profile(id(c))), 200);
};

export const withdraw: H<'withdraw'> = async (c) =>
  c.json(
    ok(await c.get('core').applications.withdraw(c.get('auth').subjectId, c.req.valid('param').id)),
    200,
  );

export const clientApplicationRouter = createRouter()
  .openapi(routes.createApplication, createApplication)
  .openapi(routes.actualApplication, actualApplication)
  .openapi(routes.actualApplicationStatus, actualApplicationStatus)
  .openapi(routes.applicationPaymentMethod, applicationPaymentMethod)
  .openapi(routes.updateApplication, updateApplication)
  .openapi(routes.actualOffer, actualOffer)
  .openapi(routes.arithmeticOffer, arithmeticOffer)
  .openapi(routes.promoCode, promoCode)
  .openapi(routes.yhatLimit, yhatLimit)
  .openapi(routes.approveSpecialOffer, approveSpecialOffer)
  .openapi(routes.approveDecrease, approveDecrease)
  .openapi(routes.approveIncrease, approveIncrease)
  .openapi(routes.withdraw, withdraw)
  .openapi(routes.finish, finish)
  .openapi(routes.completeBackOfficeClient, completeBackOfficeClient);
