import type { MalformedResponseReport } from '@lender/contracts';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './site-reports.routes';

/** An answer of this API that broke its contract, as a site saw it (issue 36). */
export class MalformedResponseReported extends Error {
  override readonly name = 'MalformedResponse';
}

/**
 * Logs a site's report and hands it to the error reporter (spec §8: reported, tagged critical):
 * which endpoint, which page, what was wrong (paths and messages, never values) and whether the
 * page could show the rest.
 */
async function report(
  c: Context<AppEnv>,
  source: 'back-office' | 'borrower-site',
  body: MalformedResponseReport,
) {
  const core = c.get('core');
  const requestId = c.get('requestId');
  const context = {
    requestId,
    source,
    endpointId: body.endpointId,
    path: body.path,
    status: body.status,
    page: body.page,
    salvaged: body.salvaged,
    invalid: body.invalid.map((item) => item.path).join(', '),
    issues: body.issues.slice(0, 10).join('; '),
  };
  core.logger.warn('A site read an answer that broke its contract', context);
  await core.providers.errorReporter
    .report(
      new MalformedResponseReported(`${body.endpointId} ${body.path}: ${body.issues.join('; ')}`),
      context,
    )
    .catch(() => {});
}

export const backOfficeReport: AppRouteHandler<typeof routes.backOfficeReport> = async (c) => {
  await report(c, 'back-office', c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const clientReport: AppRouteHandler<typeof routes.clientReport> = async (c) => {
  await report(c, 'borrower-site', c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const siteReportsRouter = createRouter()
  .openapi(routes.backOfficeReport, backOfficeReport)
  .openapi(routes.clientReport, clientReport);
