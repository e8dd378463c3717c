import { ReferenceNumberSchema } from '@lender/contracts/collector';
import { eq } from '@lender/db/orm';
import { collectorDatasets, collectorFeatures } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { computeDatasetFeatures, datasetByReference } from './ingest-context';
import type { CollectorContext } from './ingest-model';

/**
 * `PUT client/collector/session` (issue 18): ties the scoring session's reference number to the
 * logged-in borrower (the site started collecting before the account existed). Unknown reference:
 * `not_found`; another client's: `conflict`.
 */
export async function collectorSessionLink(
  ctx: Pick<CollectorContext, 'db' | 'clock'>,
  {
    actorId: clientId,
    body: { referenceNumber },
  }: { readonly actorId: number; readonly body: { readonly referenceNumber: string } },
): Promise<{ referenceNumber: string; linked: true }> {
  const result = await linkClient(ctx, clientId, referenceNumber);
  if (result === 'not_found') throw new CoreError('not_found');
  if (result === 'other_client') throw new CoreError('conflict');
  return { referenceNumber, linked: true };
}

/**
 * Links a dataset to the client, once. A complete dataset's features are computed again, now with
 * the device consistency against the client's earlier sessions.
 */
export async function linkClient(
  ctx: Pick<CollectorContext, 'db' | 'clock'>,
  clientId: number,
  referenceNumber: string,
): Promise<'linked' | 'not_found' | 'other_client'> {
  if (!ReferenceNumberSchema.safeParse(referenceNumber).success) return 'not_found';
  return ctx.db.transaction(async (tx) => {
    const dataset = await datasetByReference(tx, referenceNumber, true);
    if (!dataset) return 'not_found';
    if (dataset.clientId !== null && dataset.clientId !== clientId) return 'other_client';
    if (dataset.clientId === null) {
      await tx.update(collectorDatasets).set({ clientId }).where(eq(collectorDatasets.id, dataset.id));
      await tx.update(collectorFeatures).set({ clientId }).where(eq(collectorFeatures.datasetId, dataset.id));
      await computeDatasetFeatures(ctx, tx, dataset.id);
    }
    return 'linked';
  });
}
