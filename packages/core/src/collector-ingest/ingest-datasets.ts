import type { CollectorDatasetView } from '@lender/contracts/collector';
import { type Executor, rowsOf } from '@lender/db';
import { and, desc, eq, lte, sql } from '@lender/db/orm';
import {
  collectorChunks,
  collectorDatasets,
  collectorFeatures,
  collectorPartners,
  collectorTokens,
} from '@lender/db/schema';
import type { BehaviourSignal, DatasetFeatures } from './features';
import type { IngestContext } from './ingest-context';

/** A dataset with its features (the back office's view); null when unknown. */
export async function datasetView(
  db: Executor,
  referenceNumber: string,
): Promise<CollectorDatasetView | null> {
  const [row] = await db
    .select({ dataset: collectorDatasets, partner: collectorPartners.name, features: collectorFeatures })
    .from(collectorDatasets)
    .innerJoin(collectorPartners, eq(collectorPartners.id, collectorDatasets.partnerId))
    .leftJoin(collectorFeatures, eq(collectorFeatures.datasetId, collectorDatasets.id))
    .where(eq(collectorDatasets.referenceNumber, referenceNumber));
  if (!row) return null;
  const { dataset, features } = row;
  return {
    referenceNumber: dataset.referenceNumber,
    partner: row.partner,
    clientId: dataset.clientId,
    state: dataset.state,
    chunkCount: dataset.chunkCount,
    createdAt: dataset.createdAt.toISOString(),
    completedAt: dataset.completedAt?.toISOString() ?? null,
    expiresAt: dataset.expiresAt.toISOString(),
    rawPurged: dataset.rawPurgedAt !== null,
    features: features
      ? { ...(features.features as DatasetFeatures), computedAt: features.computedAt.toISOString() }
      : null,
    signal: features ? (features.signal as BehaviourSignal) : null,
  };
}

/** The reference numbers of a client's datasets, newest first. */
export async function datasetsOfClient(db: Executor, clientId: number): Promise<string[]> {
  const found = await db
    .select({ referenceNumber: collectorDatasets.referenceNumber })
    .from(collectorDatasets)
    .where(eq(collectorDatasets.clientId, clientId))
    .orderBy(desc(collectorDatasets.createdAt), desc(collectorDatasets.id));
  return found.map((row) => row.referenceNumber);
}

/**
 * The datasets as tests and the sites' end-to-end checks read them, and the periodic expiry and
 * purge. The back office's calls are use cases (`collector-dataset.ts`,
 * `client-collector-datasets.ts`, `client-features.ts`).
 */
export function createIngestDatasets(ctx: IngestContext) {
  const { db, clock, o } = ctx;

  const service = {
    /** {@link datasetView}. */
    dataset: (referenceNumber: string) => datasetView(db, referenceNumber),
    /** {@link datasetsOfClient}. */
    datasetsOfClient: (clientId: number) => datasetsOfClient(db, clientId),

    /**
     * The periodic job: expires open datasets past their time, deletes raw chunks of finished
     * datasets older than the retention period (features stay), and tokens whose refresh is over.
     */
    async expireAndPurge(
      now: Date = clock.now(),
    ): Promise<{ expired: number; purgedDatasets: number; purgedChunks: number; purgedTokens: number }> {
      const expired = await db
        .update(collectorDatasets)
        .set({ state: 'expired' })
        .where(and(eq(collectorDatasets.state, 'open'), lte(collectorDatasets.expiresAt, now)))
        .returning({ id: collectorDatasets.id });
      const cutoff = new Date(now.getTime() - o.retentionDays * 86_400_000);
      const due = await rowsOf(
        db,
        sql`select id from collector_datasets
            where raw_purged_at is null and state <> 'open'
              and coalesce(completed_at, expires_at) <= ${cutoff.toISOString()}`,
      );
      let purgedChunks = 0;
      for (const { id } of due) {
        const datasetId = Number(id);
        await db.transaction(async (tx) => {
          const deleted = await tx
            .delete(collectorChunks)
            .where(eq(collectorChunks.datasetId, datasetId))
            .returning({ id: collectorChunks.id });
          purgedChunks += deleted.length;
          await tx
            .update(collectorDatasets)
            .set({ rawPurgedAt: now })
            .where(eq(collectorDatasets.id, datasetId));
        });
      }
      const tokens = await db
        .delete(collectorTokens)
        .where(lte(collectorTokens.refreshExpiresAt, now))
        .returning({ id: collectorTokens.id });
      return {
        expired: expired.length,
        purgedDatasets: due.length,
        purgedChunks,
        purgedTokens: tokens.length,
      };
    },
  };
  return { service };
}
