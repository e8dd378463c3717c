import { backOfficeReportEndpoints as bo, clientReportEndpoints as client } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Issue 36: `backOffice.reportMalformedResponse` and `client.reportMalformedResponse`, one use case
// that tells the sites apart by the endpoint the report came through.
export const siteReportsRouter = useCaseRouter([
  useCaseRoute(bo.reportMalformedResponse, useCases.backOffice.reportMalformedResponse),
  useCaseRoute(client.reportMalformedResponse, useCases.client.reportMalformedResponse),
]);
