import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './site-reports.routes';

// Issue 36: `backOffice.reportMalformedResponse` and `client.reportMalformedResponse`, one use case
// told which site reported. The route consts carry their group because one module holds both names.

export const backOfficeReportMalformedResponse: AppRouteHandler<
  typeof routes.backOfficeReportMalformedResponse
> = async (c) => {
  await useCases.backOffice.reportMalformedResponse(c.get('core'), c.req.valid('json'), {
    source: 'back-office',
    requestId: c.get('requestId'),
  });
  return c.json(ok(null), 200);
};

export const clientReportMalformedResponse: AppRouteHandler<
  typeof routes.clientReportMalformedResponse
> = async (c) => {
  await useCases.client.reportMalformedResponse(c.get('core'), c.req.valid('json'), {
    source: 'borrower-site',
    requestId: c.get('requestId'),
  });
  return c.json(ok(null), 200);
};

export const siteReportsRouter = createRouter()
  .openapi(routes.backOfficeReportMalformedResponse, backOfficeReportMalformedResponse)
  .openapi(routes.clientReportMalformedResponse, clientReportMalformedResponse);
