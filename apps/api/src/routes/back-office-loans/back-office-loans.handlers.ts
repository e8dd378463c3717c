import { CoreError } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { receiptResponse } from '../client-payments/client-payments.handlers';
import * as routes from './back-office-loans.routes';

export const recordPayment: AppRouteHandler<typeof routes.recordPayment> = async (c) => {
  const body = c.req.valid('json');
  const { payment } = await c
    .get('core')
    .backOffice.recordPayment({ userId: c.get('auth').subjectId }, c.req.valid('param').id, {
      amount: centavosIn(body.amount.amount, ['amount', 'amount']),
      paidOn: body.paidOn,
      reference: body.reference,
      reason: body.reason,
    });
  return c.json(ok(payment), 201);
};

/**
 * Issue 16 (ADR 056): a write-off needs a second admin. This direct call is kept for existing
 * callers but refuses (403 `forbidden`), naming the maker-checker path; nothing changes.
 */
export const writeOff: AppRouteHandler<typeof routes.writeOff> = async () => {
  throw new CoreError('forbidden', {
    message:
      'A write-off needs a second admin: POST /web/private/back-office/loans/{id}/write-off-requests, then another admin approves it.',
  });
};

export const receipt: AppRouteHandler<typeof routes.receipt> = async (c) =>
  receiptResponse(c, await c.get('core').payments.receiptPdf(c.req.valid('param').id, 'back-office'));

export const backOfficeLoansRouter = createRouter()
  .openapi(routes.recordPayment, recordPayment)
  .openapi(routes.writeOff, writeOff)
  .openapi(routes.receipt, receipt);
