import { backOfficeReportEndpoints as bo, clientReportEndpoints as client } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 36: the sites report an answer of this API that broke its contract.
export const backOfficeReportMalformedResponse = endpointRoute(bo.reportMalformedResponse);
export const clientReportMalformedResponse = endpointRoute(client.reportMalformedResponse);
