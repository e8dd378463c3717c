import { createRoute, z } from '@hono/zod-openapi';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '@lender/contracts';
import {
  CollectorDatasetParamsSchema,
  CollectorDatasetViewSchema,
  CollectorSessionLinkRequestSchema,
  CollectorSessionLinkResponseSchema,
} from '@lender/contracts/collector';
import { requireAccess } from '../../http/auth-middleware';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 18: our side of the scoring session. The borrower's site ties its reference number to the
// client; the back office reads a dataset's features (the screen comes with the back-office app).

const errors = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

export const linkSession = createRoute({
  method: 'put',
  path: '/web/private/client/collector/session',
  operationId: 'clientCollectorSessionLink',
  tags: ['Client: telemetry'],
  summary: 'Tie the scoring collector reference number to the logged-in client',
  description:
    'The site starts collecting on the registration details step, before the account exists; once the client is ' +
    'logged in it links the reference number. A complete dataset gets its device consistency against the ' +
    "client's earlier sessions.",
  middleware: [requireAccess('client')] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: CollectorSessionLinkRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Linked (also when it already was)',
      content: { 'application/json': { schema: EnvelopeSchema(CollectorSessionLinkResponseSchema) } },
    },
    400: errors('Error: `validation_failed`'),
    401: errors('Error: `unauthorized`'),
    404: errors('Error: `not_found` (no dataset with this reference number)'),
    409: errors('Error: `conflict` (the dataset belongs to another client)'),
  },
});

export const dataset = createRoute({
  method: 'get',
  path: '/web/private/back-office/collector/datasets/{referenceNumber}',
  operationId: 'backOfficeCollectorDataset',
  tags: ['Back-office'],
  summary: "A scoring dataset's state, features and behavioural signal",
  middleware: [requireAccess('user'), requirePermission('clients.read')] as const,
  request: { params: CollectorDatasetParamsSchema },
  responses: {
    200: {
      description: 'The dataset',
      content: { 'application/json': { schema: EnvelopeSchema(CollectorDatasetViewSchema) } },
    },
    401: errors('Error: `unauthorized`'),
    403: errors('Error: `forbidden`, `mfa_required`'),
    404: errors('Error: `not_found`'),
  },
});

export const clientDatasets = createRoute({
  method: 'get',
  path: '/web/private/back-office/clients/{id}/collector/datasets',
  operationId: 'backOfficeClientCollectorDatasets',
  tags: ['Back-office'],
  summary: "A client's scoring datasets with their features, newest first",
  middleware: [requireAccess('user'), requirePermission('clients.read')] as const,
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: {
      description: 'The datasets',
      content: { 'application/json': { schema: EnvelopeSchema(z.array(CollectorDatasetViewSchema)) } },
    },
    401: errors('Error: `unauthorized`'),
    403: errors('Error: `forbidden`, `mfa_required`'),
  },
});
