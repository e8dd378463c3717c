import { CollectorDatasetParamsSchema, CollectorDatasetViewSchema } from '../collector/collector.js';
import { defineEndpoints } from '../endpoint.js';
import { ClientBehaviourSchema, CollectorDatasetViewListSchema } from './features.js';
import { ClientIdParamsSchema } from './operations.js';

/**
 * The behavioural-features screen of a client in the back office, and the scoring
 * datasets it is made of.
 */
export const backOfficeFeaturesEndpoints = defineEndpoints('backOffice', {
  clientFeatures: {
    permission: 'clients.read',
    method: 'get',
    path: '/web/private/back-office/clients/:id/features',
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary:
      "A client's behavioural features per scoring dataset, the consent they were collected with and each decision's use of them",
    request: { params: ClientIdParamsSchema },
    response: ClientBehaviourSchema,
    errors: ['not_found'],
  },
  collectorDataset: {
    permission: 'clients.read',
    method: 'get',
    path: '/web/private/back-office/collector/datasets/:referenceNumber',
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: "A scoring dataset's state, features and behavioural signal",
    request: { params: CollectorDatasetParamsSchema },
    response: CollectorDatasetViewSchema,
    errors: ['not_found'],
  },
  clientCollectorDatasets: {
    permission: 'clients.read',
    method: 'get',
    path: '/web/private/back-office/clients/:id/collector/datasets',
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: "A client's scoring datasets with their features, newest first",
    request: { params: ClientIdParamsSchema },
    response: CollectorDatasetViewListSchema,
  },
});
