import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './client-loan.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const activeLoan: H<'activeLoan'> = async (c) =>
  c.json(ok(await useCases.client.activeLoan(c.get('core'), c.get('auth').subjectId)), 200);

// Spec §7's open loan: the loan by name; its schedule, an extension's choice, its application and
// its document from the table.
export const clientLoanRouter = createRouter()
  .openapi(routes.activeLoan, activeLoan)
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.paymentSchedule, useCases.client.paymentSchedule),
      useCaseRoute(e.chooseRollover, useCases.client.chooseRollover),
      useCaseRoute(e.rolloverApplication, useCases.client.rolloverApplication),
      useCaseRoute(e.rolloverDocument, useCases.client.rolloverDocument),
    ]),
  );
