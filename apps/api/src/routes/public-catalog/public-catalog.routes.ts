import { createRoute } from '@hono/zod-openapi';
import {
  type EndpointDefinition,
  publicEndpoints,
  responseEnvelopeSchema,
  toOpenApiPath,
} from '@lender/contracts';
import { errorResponses } from '../../http/error-responses';

/**
 * Public catalogues (spec §7 Public): classifications (Spanish key-to-label maps), the
 * classification list (`group=clients&name=banks|banks_enabled`), SPEI banks, employment statuses
 * and positions, the ID-photo age setting and the HelloSoda check (sandbox adapter by default).
 */
function route<E extends EndpointDefinition>(endpoint: E, description: string) {
  return {
    method: endpoint.method,
    path: toOpenApiPath(endpoint.path),
    operationId: endpoint.id,
    tags: [endpoint.tag as string],
    summary: endpoint.summary,
    description,
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: responseEnvelopeSchema(endpoint) } },
      },
      ...errorResponses(endpoint),
    },
  };
}

const e = publicEndpoints;

export const classificationList = createRoute({
  ...route(
    e.publicClassificationList,
    '`name=banks` lists every SPEI bank `{ value: code, label: name }`; `name=banks_enabled` the codes that may ' +
      'receive disbursements (the `banks_enabled` setting); the client keeps a bank only when it is in both. Any ' +
      'classification name works too. The only group is `clients`.',
  ),
  request: { query: e.publicClassificationList.request.query },
});

export const classification = createRoute({
  ...route(
    e.publicClassification,
    'Paths: marital_statuses, education_levels, housing_types, relationships, pay_cycles, genders, loan_purposes, ' +
      'employment_statuses, banks, banks_enabled. Labels are Spanish (Mexico) for `es` and `es-MX`.',
  ),
  request: { params: e.publicClassification.request.params, query: e.publicClassification.request.query },
});

export const banks = createRoute({
  ...route(
    e.publicBanks,
    'Every current SPEI participant of `@lender/clabe`, flagged `enabled` by the setting.',
  ),
});

export const employmentStatuses = createRoute({
  ...route(e.publicEmploymentStatuses, 'Employment statuses with Spanish labels, in display order.'),
});

export const employmentPositions = createRoute({
  ...route(
    e.publicEmploymentPositions,
    'Positions of an employment status (none for unemployed or homemaker).',
  ),
  request: { query: e.publicEmploymentPositions.request.query },
});

export const idDocumentTimeSetting = createRoute({
  ...route(
    e.publicIdDocumentTimeSetting,
    'Spec §9: the photo age check is disabled and the maximum age is 120 s, unless the setting overrides them.',
  ),
});

export const helloSoda = createRoute({
  ...route(
    e.publicHelloSoda,
    'Runs the HelloSoda check through its provider port (offline sandbox by default).',
  ),
  request: {
    body: { content: { 'application/json': { schema: e.publicHelloSoda.request.body } }, required: true },
  },
});
