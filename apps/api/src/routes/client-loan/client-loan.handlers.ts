import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-loan.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const activeLoan: H<'activeLoan'> = async (c) =>
  c.json(ok(await c.get('core').loans.activeLoan(c.get('auth').subjectId)), 200);

export const paymentSchedule: H<'paymentSchedule'> = async (c) =>
  c.json(ok(await c.get('core').loans.paymentSchedule(c.get('auth').subjectId)), 200);

export const chooseRollover: H<'chooseRollover'> = async (c) =>
  c.json(ok(await c.get('core').rollovers.choose(c.get('auth').subjectId, c.req.valid('json').type)), 200);

export const rolloverApplication: H<'rolloverApplication'> = async (c) => {
  const { id, rolloverId } = c.req.valid('param');
  return c.json(ok(await c.get('core').rollovers.application(c.get('auth').subjectId, id, rolloverId)), 200);
};

export const rolloverDocument: H<'rolloverDocument'> = async (c) => {
  const { id, rolloverId, appId } = c.req.valid('param');
  return c.json(
    ok(await c.get('core').rollovers.document(c.get('auth').subjectId, id, rolloverId, appId)),
    200,
  );
};

export const clientLoanRouter = createRouter()
  .openapi(routes.activeLoan, activeLoan)
  .openapi(routes.paymentSchedule, paymentSchedule)
  .openapi(routes.chooseRollover, chooseRollover)
  .openapi(routes.rolloverApplication, rolloverApplication)
  .openapi(routes.rolloverDocument, rolloverDocument);
