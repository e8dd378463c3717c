import { defineEndpoints } from '../endpoint.js';
import {
  AdminClientConsentListSchema,
  AdminDocumentListSchema,
  DecisionDetailListSchema,
  TimelineQuerySchema,
  TimelineSchema,
} from './client-page.js';
import { ClientContactSchema, ClientIdParamsSchema } from './operations.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/**
 * The tabs of a client's page beyond `clients/{id}` (payments: `payments?clientId=`,
 * messages: `outbox?clientId=`, loans: `loans?clientId=`).
 */
export const backOfficeClientPageEndpoints = defineEndpoints('backOffice', {
  clientDecisions: {
    ...common,
    permission: 'clients.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id/decisions`,
    summary: "A client's decisions with their reasons and the engine's inputs, newest first",
    request: { params: ClientIdParamsSchema },
    response: DecisionDetailListSchema,
    errors: ['not_found'],
  },
  clientConsents: {
    ...common,
    permission: 'clients.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id/consents`,
    summary: "A client's direct-debit authorisations and agreement signatures",
    request: { params: ClientIdParamsSchema },
    response: AdminClientConsentListSchema,
    errors: ['not_found'],
  },
  clientDocuments: {
    ...common,
    permission: 'clients.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id/documents`,
    summary: "A client's uploaded documents, each with a signed link (5 minutes) to view it inline",
    request: { params: ClientIdParamsSchema },
    response: AdminDocumentListSchema,
    errors: ['not_found'],
  },
  clientContact: {
    ...common,
    permission: 'clients.contact',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id/contact`,
    summary: "A client's full phone number and CURP (each read is recorded in the audit log)",
    request: { params: ClientIdParamsSchema },
    response: ClientContactSchema,
    errors: ['not_found'],
  },
  clientTimeline: {
    ...common,
    permission: 'clients.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id/timeline`,
    summary: 'The audit timeline of a client, its applications, loans, payments and cards',
    request: { params: ClientIdParamsSchema, query: TimelineQuerySchema },
    response: TimelineSchema,
    paginated: true,
    errors: ['not_found'],
  },
});
