import { EmptySchema } from '../auth.js';
import { defineEndpoints } from '../endpoint.js';
import { MalformedResponseReportSchema } from '../site-report.js';

/** The back-office reports an API answer that broke its contract (to the error reporter). */
export const backOfficeReportEndpoints = defineEndpoints('backOffice', {
  reportMalformedResponse: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: 'signed-in',
    method: 'post',
    path: '/web/private/back-office/reports/malformed-response',
    summary: 'Report an answer of this API that broke its contract (the error reporter gets it)',
    request: { body: MalformedResponseReportSchema },
    response: EmptySchema,
  },
});
