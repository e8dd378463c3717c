import type { CollectorDatasetView } from '@lender/contracts/collector';
import { CoreError } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './collector-datasets.routes';

export const linkSession: AppRouteHandler<typeof routes.linkSession> = async (c) => {
  const { referenceNumber } = c.req.valid('json');
  const result = await c.get('core').collector.linkClient(c.get('auth').subjectId, referenceNumber);
  if (result === 'not_found') throw new CoreError('not_found');
  if (result === 'other_client') throw new CoreError('conflict');
  return c.json(ok({ referenceNumber, linked: true as const }), 200);
};

export const dataset: AppRouteHandler<typeof routes.dataset> = async (c) => {
  const found = await c.get('core').collector.dataset(c.req.valid('param').referenceNumber);
  if (!found) throw new CoreError('not_found');
  return c.json(ok(found), 200);
};

export const clientDatasets: AppRouteHandler<typeof routes.clientDatasets> = async (c) => {
  const ingest = c.get('core').collector;
  const references = await ingest.datasetsOfClient(c.req.valid('param').id);
  const views = (await Promise.all(references.map((reference) => ingest.dataset(reference)))).filter(
    (view): view is CollectorDatasetView => view !== null,
  );
  return c.json(ok(views), 200);
};

export const clientFeatures: AppRouteHandler<typeof routes.clientFeatures> = async (c) => {
  const view = await c.get('core').collector.clientBehaviour(c.req.valid('param').id);
  if (!view) throw new CoreError('not_found');
  return c.json(ok(view), 200);
};

export const collectorDatasetsRouter = createRouter()
  .openapi(routes.linkSession, linkSession)
  .openapi(routes.clientFeatures, clientFeatures)
  .openapi(routes.dataset, dataset)
  .openapi(routes.clientDatasets, clientDatasets);
