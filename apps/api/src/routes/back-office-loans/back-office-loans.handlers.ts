import { pesosToCentavos } from '@lender/contracts';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-loans.routes';

export const recordPayment: AppRouteHandler<typeof routes.recordPayment> = async (c) => {
  const body = c.req.valid('json');
  const { payment } = await c
    .get('core')
    .backOffice.recordPayment({ userId: c.get('auth').subjectId }, c.req.valid('param').id, {
      amount: pesosToCentavos(body.amount.amount),
      paidOn: body.paidOn,
      reference: body.reference,
      reason: body.reason,
    });
  return c.json(ok(payment), 201);
};

export const writeOff: AppRouteHandler<typeof routes.writeOff> = async (c) => {
  const loan = await c
    .get('core')
    .backOffice.writeOff(
      { userId: c.get('auth').subjectId },
      c.req.valid('param').id,
      c.req.valid('json').reason,
    );
  return c.json(ok(loan), 200);
};

export const backOfficeLoansRouter = createRouter()
  .openapi(routes.recordPayment, recordPayment)
  .openapi(routes.writeOff, writeOff);
