import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-records.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const consents: H<'consents'> = async (c) =>
  c.json(ok({ consents: await useCases.client.consents(c.get('core'), c.get('auth').subjectId) }), 200);

export const closedLoans: H<'closedLoans'> = async (c) =>
  c.json(ok({ loans: await useCases.client.closedLoans(c.get('core'), c.get('auth').subjectId) }), 200);

export const savedCards: H<'savedCards'> = async (c) =>
  c.json(ok({ cards: await useCases.client.savedCards(c.get('core'), c.get('auth').subjectId) }), 200);

export const activeLoanPayments: H<'activeLoanPayments'> = async (c) =>
  c.json(
    ok({ payments: await useCases.client.activeLoanPayments(c.get('core'), c.get('auth').subjectId) }),
    200,
  );

export const registrationAnswers: H<'registrationAnswers'> = async (c) =>
  c.json(ok(await useCases.client.registrationAnswers(c.get('core'), c.get('auth').subjectId)), 200);

export const clientRecordsRouter = createRouter()
  .openapi(routes.consents, consents)
  .openapi(routes.closedLoans, closedLoans)
  .openapi(routes.savedCards, savedCards)
  .openapi(routes.activeLoanPayments, activeLoanPayments)
  .openapi(routes.registrationAnswers, registrationAnswers);
