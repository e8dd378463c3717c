import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { receiptResponse } from '../client-payments/client-payments.handlers';
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

/** Issue 16 (ADR 056): refuses (403 `forbidden`), naming the maker-checker path; nothing changes. */
export const writeOff: H<'writeOff'> = async (c) =>
  c.json(
    ok(
      await backOffice.writeOff(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('param').id,
        c.req.valid('json').reason,
      ),
    ),
    200,
  );

export const paymentReceipt: H<'paymentReceipt'> = async (c) =>
  receiptResponse(c, await backOffice.paymentReceipt(c.get('core'), c.req.valid('param').id, 'back-office'));

export const contractEvidence: H<'contractEvidence'> = async (c) =>
  c.json(ok(await backOffice.contractEvidence(c.get('core'), c.req.valid('param').id)), 200);

export const contractEvidenceBundle: H<'contractEvidenceBundle'> = async (c) => {
  const file = await backOffice.contractEvidenceBundle(c.get('core'), c.req.valid('param').id);
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
};

export const backOfficeLoansRouter = createRouter()
  .openapi(routes.contractEvidence, contractEvidence)
  .openapi(routes.contractEvidenceBundle, contractEvidenceBundle)
  .openapi(routes.recordPayment, recordPayment)
  .openapi(routes.writeOff, writeOff)
  .openapi(routes.paymentReceipt, paymentReceipt);
