import {
  CollectorSessionLinkRequestSchema,
  CollectorSessionLinkResponseSchema,
} from '../collector/session.js';
import { defineEndpoints } from '../endpoint.js';

/**
 * The borrower's site ties the scoring collector's reference number to the client once
 * the account exists (collection starts on the registration details step, before it). The site
 * links only when the borrower consented to the privacy notice's voluntary purpose, so a linked
 * dataset is also the record of that consent.
 */
export const clientCollectorEndpoints = defineEndpoints('client', {
  collectorSessionLink: {
    method: 'put',
    path: '/web/private/client/collector/session',
    access: 'client',
    origin: 'extension',
    tag: 'Client: telemetry',
    summary: 'Link a scoring dataset to the client',
    request: { body: CollectorSessionLinkRequestSchema },
    response: CollectorSessionLinkResponseSchema,
    errors: ['not_found', 'conflict'],
  },
});
