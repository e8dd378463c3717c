import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-queue.routes';

export const claimApplication: AppRouteHandler<typeof routes.claimApplication> = async (c) => {
  const { takeOver } = c.req.valid('json');
  const result = await useCases.backOffice.claimApplication(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    takeOver,
  );
  return c.json(ok(result), 200);
};

export const releaseApplication: AppRouteHandler<typeof routes.releaseApplication> = async (c) => {
  await useCases.backOffice.releaseApplication(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
  );
  return c.json(ok(null), 200);
};

export const bulkApprove: AppRouteHandler<typeof routes.bulkApprove> = async (c) => {
  const { applicationIds, reason } = c.req.valid('json');
  const results = await useCases.backOffice.bulkApprove(
    c.get('core'),
    c.get('auth').subjectId,
    applicationIds,
    reason,
  );
  return c.json(ok(results), 200);
};

export const manualCaseEvidence: AppRouteHandler<typeof routes.manualCaseEvidence> = async (c) =>
  c.json(ok(await useCases.backOffice.manualCaseEvidence(c.get('core'), c.req.valid('param').id)), 200);

export const backOfficeQueueRouter = createRouter()
  .openapi(routes.claimApplication, claimApplication)
  .openapi(routes.releaseApplication, releaseApplication)
  .openapi(routes.bulkApprove, bulkApprove)
  .openapi(routes.manualCaseEvidence, manualCaseEvidence);
