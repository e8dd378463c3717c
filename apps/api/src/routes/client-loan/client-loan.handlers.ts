import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-loan.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const activeLoan: H<'activeLoan'> = async (c) =>
  c.json(ok(await useCases.client.activeLoan(c.get('core'), c.get('auth').subjectId)), 200);

export const paymentSchedule: H<'paymentSchedule'> = async (c) =>
  c.json(ok(await useCases.client.paymentSchedule(c.get('core'), c.get('auth').subjectId)), 200);

export const chooseRollover: H<'chooseRollover'> = async (c) =>
  c.json(
    ok(
      await useCases.client.chooseRollover(c.get('core'), c.get('auth').subjectId, c.req.valid('json').type),
    ),
    200,
  );

export const rolloverApplication: H<'rolloverApplication'> = async (c) => {
  const { id, rolloverId } = c.req.valid('param');
  const answer = await useCases.client.rolloverApplication(
    c.get('core'),
    c.get('auth').subjectId,
    id,
    rolloverId,
  );
  return c.json(ok(answer), 200);
};

export const rolloverDocument: H<'rolloverDocument'> = async (c) => {
  const { id, rolloverId, appId } = c.req.valid('param');
  const document = await useCases.client.rolloverDocument(
    c.get('core'),
    c.get('auth').subjectId,
    id,
    rolloverId,
    appId,
  );
  return c.json(ok(document), 200);
};

export const clientLoanRouter = createRouter()
  .openapi(routes.activeLoan, activeLoan)
  .openapi(routes.paymentSchedule, paymentSchedule)
  .openapi(routes.chooseRollover, chooseRollover)
  .openapi(routes.rolloverApplication, rolloverApplication)
  .openapi(routes.rolloverDocument, rolloverDocument);
