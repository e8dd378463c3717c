import type { CollectorDatasetView } from '@lender/contracts/collector';
import { CoreError } from '../errors/core-error';
import { datasetView } from './ingest-datasets';
import type { CollectorContext } from './ingest-model';

/** `GET back-office/collector/datasets/{referenceNumber}` (issue 18): a dataset with its features. */
export async function collectorDataset(
  ctx: Pick<CollectorContext, 'db'>,
  { params: { referenceNumber } }: { readonly params: { readonly referenceNumber: string } },
): Promise<CollectorDatasetView> {
  const found = await datasetView(ctx.db, referenceNumber);
  if (!found) throw new CoreError('not_found');
  return found;
}
