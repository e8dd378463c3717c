import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-records.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const consents: H<'consents'> = async (c) =>
  c.json(ok({ consents: await c.get('core').borrowerRecords.consents(c.get('auth').subjectId) }), 200);

export const closedLoans: H<'closedLoans'> = async (c) =>
  c.json(ok({ loans: await c.get('core').borrowerRecords.closedLoans(c.get('auth').subjectId) }), 200);

export const savedCards: H<'savedCards'> = async (c) =>
  c.json(ok({ cards: await c.get('core').borrowerRecords.savedCards(c.get('auth').subjectId) }), 200);

export const activeLoanPayments: H<'activeLoanPayments'> = async (c) =>
  c.json(
    ok({ payments: await c.get('core').borrowerRecords.activeLoanPayments(c.get('auth').subjectId) }),
    200,
  );

export const registrationAnswers: H<'registrationAnswers'> = async (c) =>
  c.json(ok(await c.get('core').borrowerRecords.registrationAnswers(c.get('auth').subjectId)), 200);

export const clientRecordsRouter = createRouter()
  .openapi(routes.consents, consents)
  .openapi(routes.closedLoans, closedLoans)
  .openapi(routes.savedCards, savedCards)
  .openapi(routes.activeLoanPayments, activeLoanPayments)
  .openapi(routes.registrationAnswers, registrationAnswers);
