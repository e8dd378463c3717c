import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './collector-datasets.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const collectorSessionLink: H<'collectorSessionLink'> = async (c) =>
  c.json(
    ok(
      await useCases.client.collectorSessionLink(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json').referenceNumber,
      ),
    ),
    200,
  );

export const collectorDataset: H<'collectorDataset'> = async (c) =>
  c.json(
    ok(await useCases.backOffice.collectorDataset(c.get('core'), c.req.valid('param').referenceNumber)),
    200,
  );

export const clientCollectorDatasets: H<'clientCollectorDatasets'> = async (c) =>
  c.json(ok(await useCases.backOffice.clientCollectorDatasets(c.get('core'), c.req.valid('param').id)), 200);

export const clientFeatures: H<'clientFeatures'> = async (c) =>
  c.json(ok(await useCases.backOffice.clientFeatures(c.get('core'), c.req.valid('param').id)), 200);

export const collectorDatasetsRouter = createRouter()
  .openapi(routes.collectorSessionLink, collectorSessionLink)
  .openapi(routes.clientFeatures, clientFeatures)
  .openapi(routes.collectorDataset, collectorDataset)
  .openapi(routes.clientCollectorDatasets, clientCollectorDatasets);
