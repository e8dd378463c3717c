import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-approvals.routes';

export const loan: AppRouteHandler<typeof routes.loan> = async (c) =>
  c.json(ok(await useCases.backOffice.loan(c.get('core'), c.req.valid('param').id)), 200);

export const requestWriteOff: AppRouteHandler<typeof routes.requestWriteOff> = async (c) => {
  const request = await useCases.backOffice.requestWriteOff(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    c.req.valid('json').reason,
  );
  return c.json(ok(request), 201);
};

export const requestRefund: AppRouteHandler<typeof routes.requestRefund> = async (c) => {
  const { amountCentavos, reason } = c.req.valid('json');
  const { subjectId } = c.get('auth');
  const loanId = c.req.valid('param').id;
  const request = await useCases.backOffice.requestRefund(
    c.get('core'),
    subjectId,
    loanId,
    amountCentavos,
    reason,
  );
  return c.json(ok(request), 201);
};

export const approvals: AppRouteHandler<typeof routes.approvals> = async (c) => {
  const { page, perPage, ...filter } = c.req.valid('query');
  const result = await useCases.backOffice.approvals(c.get('core'), filter, c.get('auth').subjectId, {
    page,
    perPage,
  });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const approval: AppRouteHandler<typeof routes.approval> = async (c) =>
  c.json(
    ok(await useCases.backOffice.approval(c.get('core'), c.req.valid('param').id, c.get('auth').subjectId)),
    200,
  );

export const approve: AppRouteHandler<typeof routes.approve> = async (c) => {
  const { subjectId } = c.get('auth');
  const result = await useCases.backOffice.approve(
    c.get('core'),
    subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(result), 200);
};

export const reject: AppRouteHandler<typeof routes.reject> = async (c) => {
  const { subjectId } = c.get('auth');
  const result = await useCases.backOffice.reject(
    c.get('core'),
    subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(result), 200);
};

export const cancelApproval: AppRouteHandler<typeof routes.cancelApproval> = async (c) => {
  const { subjectId } = c.get('auth');
  const result = await useCases.backOffice.cancelApproval(
    c.get('core'),
    subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(result), 200);
};

export const settings: AppRouteHandler<typeof routes.settings> = async (c) =>
  c.json(ok(await useCases.backOffice.settings(c.get('core'))), 200);

export const requestAmountLimits: AppRouteHandler<typeof routes.requestAmountLimits> = async (c) =>
  c.json(
    ok(
      await useCases.backOffice.requestAmountLimits(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
      ),
    ),
    201,
  );

export const setPayCycles: AppRouteHandler<typeof routes.setPayCycles> = async (c) =>
  c.json(
    ok(await useCases.backOffice.setPayCycles(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const refunds: AppRouteHandler<typeof routes.refunds> = async (c) => {
  const { page, perPage, ...filter } = c.req.valid('query');
  const result = await useCases.backOffice.refunds(c.get('core'), filter, { page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const requestBanks: AppRouteHandler<typeof routes.requestBanks> = async (c) =>
  c.json(
    ok(await useCases.backOffice.requestBanks(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const requestPaymentReversal: AppRouteHandler<typeof routes.requestPaymentReversal> = async (c) => {
  const { id, paymentId } = c.req.valid('param');
  const { subjectId } = c.get('auth');
  const reason = c.req.valid('json').reason;
  const request = await useCases.backOffice.requestPaymentReversal(
    c.get('core'),
    subjectId,
    id,
    paymentId,
    reason,
  );
  return c.json(ok(request), 201);
};

export const requestPricing: AppRouteHandler<typeof routes.requestPricing> = async (c) =>
  c.json(
    ok(await useCases.backOffice.requestPricing(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const requestProvisioning: AppRouteHandler<typeof routes.requestProvisioning> = async (c) =>
  c.json(
    ok(
      await useCases.backOffice.requestProvisioning(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
      ),
    ),
    201,
  );

export const requestCollectionRules: AppRouteHandler<typeof routes.requestCollectionRules> = async (c) =>
  c.json(
    ok(
      await useCases.backOffice.requestCollectionRules(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
      ),
    ),
    201,
  );

export const backOfficeApprovalsRouter = createRouter()
  .openapi(routes.loan, loan)
  .openapi(routes.requestWriteOff, requestWriteOff)
  .openapi(routes.requestRefund, requestRefund)
  .openapi(routes.approvals, approvals)
  .openapi(routes.approval, approval)
  .openapi(routes.approve, approve)
  .openapi(routes.reject, reject)
  .openapi(routes.cancelApproval, cancelApproval)
  .openapi(routes.settings, settings)
  .openapi(routes.requestAmountLimits, requestAmountLimits)
  .openapi(routes.setPayCycles, setPayCycles)
  .openapi(routes.refunds, refunds)
  .openapi(routes.requestBanks, requestBanks)
  .openapi(routes.requestPaymentReversal, requestPaymentReversal)
  .openapi(routes.requestPricing, requestPricing)
  .openapi(routes.requestProvisioning, requestProvisioning)
  .openapi(routes.requestCollectionRules, requestCollectionRules);
