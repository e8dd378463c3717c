import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-queue.routes';

export const claim: AppRouteHandler<typeof routes.claim> = async (c) => {
  const { takeOver } = c.req.valid('json');
  const result = await c
    .get('core')
    .admin.queue.claim(c.get('auth').subjectId, c.req.valid('param').id, takeOver);
  return c.json(ok(result), 200);
};

export const release: AppRouteHandler<typeof routes.release> = async (c) => {
  await c.get('core').admin.queue.release(c.get('auth').subjectId, c.req.valid('param').id);
  return c.json(ok(null), 200);
};

export const bulkApprove: AppRouteHandler<typeof routes.bulkApprove> = async (c) => {
  const { applicationIds, reason } = c.req.valid('json');
  return c.json(
    ok(await c.get('core').admin.queue.bulkApprove(c.get('auth').subjectId, applicationIds, reason)),
    200,
  );
};

export const evidence: AppRouteHandler<typeof routes.evidence> = async (c) =>
  c.json(ok(await c.get('core').admin.caseEvidence.read(c.req.valid('param').id)), 200);

export const backOfficeQueueRouter = createRouter()
  .openapi(routes.claim, claim)
  .openapi(routes.release, release)
  .openapi(routes.bulkApprove, bulkApprove)
  .openapi(routes.evidence, evidence);
