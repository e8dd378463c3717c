import {
  backOfficeApprovalEndpoints as approvals,
  backOfficeOperationsEndpoints as operations,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './back-office-loans.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice } = useCases;

export const recordPayment: H<'recordPayment'> = async (c) => {
  const body = c.req.valid('json');
  const { payment } = await backOffice.recordPayment(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    {
      amount: centavosIn(body.amount.amount, ['amount', 'amount']),
      paidOn: body.paidOn,
      reference: body.reference,
      reason: body.reason,
    },
  );
  return c.json(ok(payment), 201);
};

// Issue 50 (NOM-151): a signed contract's evidence re-checked, and its bundle for a dispute; issue
// 47: a payment's receipt, the same the borrower downloads.
export const backOfficeLoansRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(approvals.contractEvidence, backOffice.contractEvidence),
      useCaseRoute(approvals.contractEvidenceBundle, backOffice.contractEvidenceBundle),
    ]),
  )
  .openapi(routes.recordPayment, recordPayment)
  .route(
    '/',
    useCaseRouter([
      // Issue 16 (ADR 056): refuses (403 `forbidden`), naming the maker-checker path; nothing changes.
      useCaseRoute(operations.writeOff, backOffice.writeOff),
      useCaseRoute(approvals.paymentReceipt, backOffice.paymentReceipt),
    ]),
  );
