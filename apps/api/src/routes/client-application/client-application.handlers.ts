import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './client-application.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { client } = useCases;

const id = (c: { get(key: 'auth'): { subjectId: number } }) => c.get('auth').subjectId;

export const actualApplication: H<'actualApplication'> = async (c) =>
  c.json(ok(await client.actualApplication(c.get('core'), id(c))), 200);

export const actualApplicationStatus: H<'actualApplicationStatus'> = async (c) =>
  c.json(ok(await client.actualApplicationStatus(c.get('core'), id(c))), 200);

export const applicationPaymentMethod: H<'applicationPaymentMethod'> = async (c) =>
  c.json(ok(await client.applicationPaymentMethod(c.get('core'), id(c))), 200);

export const yhatLimit: H<'yhatLimit'> = async (c) =>
  c.json(ok(await client.yhatLimit(c.get('core'), id(c))), 200);

/** Sends the application to decision and answers the journey step it leads to. */
export const finish: H<'finish'> = async (c) => c.json(ok(await client.finish(c.get('core'), id(c))), 200);

/** What weighed in the newest decision, in borrower reasons, and when to apply again (issue 52). */
export const decisionReasons: H<'decisionReasons'> = async (c) =>
  c.json(ok(await client.decisionReasons(c.get('core'), id(c))), 200);

// Spec §7's application: the use cases of the `(ctx, input)` shape from the table (an amount a
// borrower asks for arrives in pesos and reaches core in centavos: `pesos`); the reads of the
// borrower's own newest application, the limit and the finish by name.
const AMOUNT = { pesos: [['body', 'amount', 'amount']] } as const;

export const clientApplicationRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.createApplication, client.createApplication, {
        pesos: [['body', 'loanAmount', 'amount']],
      }),
      useCaseRoute(e.updateApplication, client.updateApplication, AMOUNT),
      useCaseRoute(e.actualOffer, client.actualOffer),
      useCaseRoute(e.arithmeticOffer, client.arithmeticOffer, { pesos: [['params', 'amount']] }),
      useCaseRoute(e.promoCode, client.promoCode),
      useCaseRoute(e.approveSpecialOffer, client.approveSpecialOffer, AMOUNT),
      useCaseRoute(e.approveDecrease, client.approveDecrease, AMOUNT),
      useCaseRoute(e.approveIncrease, client.approveIncrease, AMOUNT),
      useCaseRoute(e.withdrawApplication, client.withdrawApplication),
      useCaseRoute(e.completeBackOfficeClient, client.completeBackOfficeClient),
    ]),
  )
  .openapi(routes.actualApplication, actualApplication)
  .openapi(routes.actualApplicationStatus, actualApplicationStatus)
  .openapi(routes.decisionReasons, decisionReasons)
  .openapi(routes.applicationPaymentMethod, applicationPaymentMethod)
  .openapi(routes.yhatLimit, yhatLimit)
  .openapi(routes.finish, finish);
