import type { CollectorDatasetView } from '@lender/contracts/collector';
import { datasetsOfClient, datasetView } from './ingest-datasets';
import type { CollectorContext } from './ingest-model';

/** The back office's list of a client's scoring datasets with their features, newest first (issue 18). */
export async function clientCollectorDatasets(
  ctx: Pick<CollectorContext, 'db'>,
  { params: { id: clientId } }: { readonly params: { readonly id: number } },
): Promise<CollectorDatasetView[]> {
  const references = await datasetsOfClient(ctx.db, clientId);
  const views = await Promise.all(references.map((reference) => datasetView(ctx.db, reference)));
  return views.filter((view): view is CollectorDatasetView => view !== null);
}
