import { createHmac } from 'node:crypto';
import {
  type CollectorChunk,
  type CollectorDevice,
  ReferenceNumberSchema,
} from '@lender/contracts/collector';
import type { Executor } from '@lender/db';
import { and, asc, desc, eq, lte, ne } from '@lender/db/orm';
import { collectorChunks, collectorDatasets, collectorFeatures } from '@lender/db/schema';
import type { Clock } from '../clock';
import {
  behaviourSignal,
  COLLECTOR_FEATURES_VERSION,
  computeFeatures,
  type DatasetFeatures,
} from './features';
import {
  COLLECTOR_DEFAULTS,
  type CollectorIngestDeps,
  CollectorIngestError,
  type CollectorPartner,
} from './ingest-model';

/** A dataset by its reference number (locked for update when `lock`). */
export async function datasetByReference(tx: Executor, referenceNumber: string, lock = false) {
  const query = tx
    .select()
    .from(collectorDatasets)
    .where(eq(collectorDatasets.referenceNumber, referenceNumber));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The devices of the client's other datasets with features, newest first. */
async function earlierDevices(tx: Executor, clientId: number, datasetId: number, before: Date) {
  const found = await tx
    .select({ features: collectorFeatures.features })
    .from(collectorFeatures)
    .innerJoin(collectorDatasets, eq(collectorDatasets.id, collectorFeatures.datasetId))
    .where(
      and(
        eq(collectorDatasets.clientId, clientId),
        ne(collectorDatasets.id, datasetId),
        lte(collectorDatasets.createdAt, before),
      ),
    )
    .orderBy(desc(collectorDatasets.createdAt));
  return found
    .map((row) => (row.features as DatasetFeatures).device)
    .filter((device): device is CollectorDevice => device !== null && device !== undefined);
}

/** Computes (or recomputes) a complete dataset's features from its raw chunks. */
export async function computeDatasetFeatures(
  ctx: { readonly clock: Clock },
  tx: Executor,
  datasetId: number,
) {
  const [dataset] = await tx.select().from(collectorDatasets).where(eq(collectorDatasets.id, datasetId));
  if (dataset?.state !== 'complete' || dataset.rawPurgedAt !== null) return null;
  const chunks = await tx
    .select({ payload: collectorChunks.payload })
    .from(collectorChunks)
    .where(eq(collectorChunks.datasetId, datasetId))
    .orderBy(asc(collectorChunks.id));
  const devices =
    dataset.clientId === null
      ? []
      : await earlierDevices(tx, dataset.clientId, dataset.id, dataset.createdAt);
  const features = computeFeatures(
    chunks.map((c) => c.payload as CollectorChunk),
    devices,
  );
  const signal = behaviourSignal(features);
  const values = {
    datasetId,
    clientId: dataset.clientId,
    version: COLLECTOR_FEATURES_VERSION,
    features: features as unknown as Record<string, unknown>,
    signal: signal as unknown as Record<string, unknown>,
    computedAt: ctx.clock.now(),
  };
  await tx
    .insert(collectorFeatures)
    .values(values)
    .onConflictDoUpdate({ target: collectorFeatures.datasetId, set: values });
  return { features, signal };
}

/** What every part of the ingest service shares. */
export type IngestContext = ReturnType<typeof createIngestContext>;

export function createIngestContext(deps: CollectorIngestDeps) {
  const { db, clock, logger } = deps;
  const o = { ...COLLECTOR_DEFAULTS, ...deps.options };
  const keyHashKey = Buffer.from(deps.hashKey, 'base64');
  const hashAuthKey = (authKey: string) =>
    createHmac('sha256', keyHashKey).update(`collector-auth-key:${authKey}`).digest('hex');

  /** An open dataset past its time becomes expired (lazily here, and by the periodic job). */
  const expireIfDue = async (tx: Executor, dataset: typeof collectorDatasets.$inferSelect) => {
    if (dataset.state === 'open' && dataset.expiresAt.getTime() <= clock.now().getTime()) {
      await tx
        .update(collectorDatasets)
        .set({ state: 'expired' })
        .where(eq(collectorDatasets.id, dataset.id));
      return { ...dataset, state: 'expired' as const };
    }
    return dataset;
  };

  const validReference = (referenceNumber: string) => {
    if (!ReferenceNumberSchema.safeParse(referenceNumber).success) {
      throw new CollectorIngestError('reference_number_invalid');
    }
  };
  const requireActive = (partner: CollectorPartner) => {
    if (partner.status === 'suspended') throw new CollectorIngestError('subscription_suspended');
  };

  const computeAndStore = (tx: Executor, datasetId: number) => computeDatasetFeatures(deps, tx, datasetId);

  return {
    deps,
    db,
    clock,
    logger,
    o,
    hashAuthKey,
    datasetByReference,
    expireIfDue,
    validReference,
    requireActive,
    computeAndStore,
  };
}
