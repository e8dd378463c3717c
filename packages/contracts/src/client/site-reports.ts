import { EmptySchema } from '../auth.js';
import { defineEndpoints } from '../endpoint.js';
import { MalformedResponseReportSchema } from '../site-report.js';

/** The borrower site reports an API answer that broke its contract (to the error reporter). */
export const clientReportEndpoints = defineEndpoints('client', {
  reportMalformedResponse: {
    access: 'client',
    origin: 'extension',
    tag: 'Client: telemetry',
    method: 'post',
    path: '/web/private/client/reports/malformed-response',
    summary: 'Report an answer of this API that broke its contract (the error reporter gets it)',
    request: { body: MalformedResponseReportSchema },
    response: EmptySchema,
  },
});
