import {
  CollectorChunkSchema,
  type CollectorUploadRequest,
  type CollectorUploadResponse,
  type CollectorVerifyResponse,
} from '@lender/contracts/collector';
import { and, eq, sql } from '@lender/db/orm';
import { collectorChunks, collectorDatasets } from '@lender/db/schema';
import type { IngestContext } from './ingest-context';
import { CollectorIngestError, type CollectorPartner, sha256 } from './ingest-model';
import { openSealedData, SealedDataError } from './keys';

/** A dataset's life from the partner's side: verify, upload chunks (`collector-session-link.ts` ties it to a borrower). */
export function createIngestUpload(ctx: IngestContext) {
  const {
    db,
    clock,
    logger,
    o,
    datasetByReference,
    expireIfDue,
    validReference,
    requireActive,
    computeAndStore,
  } = ctx;

  const service = {
    /**
     * `verify/web`: opens the dataset of a new reference number, or confirms an open one of the
     * same partner (a page reload continues it).
     */
    async verify(partner: CollectorPartner, referenceNumber: string): Promise<CollectorVerifyResponse> {
      requireActive(partner);
      if (!partner.webFlow) throw new CollectorIngestError('standalone_flow_not_supported');
      validReference(referenceNumber);
      return db.transaction(async (tx) => {
        const now = clock.now();
        await tx
          .insert(collectorDatasets)
          .values({
            referenceNumber,
            partnerId: partner.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + o.datasetTtlHours * 3_600_000),
          })
          .onConflictDoNothing({ target: collectorDatasets.referenceNumber });
        const found = await datasetByReference(tx, referenceNumber, true);
        if (!found || found.partnerId !== partner.id)
          throw new CollectorIngestError('reference_number_not_unique');
        const dataset = await expireIfDue(tx, found);
        if (dataset.state === 'expired') throw new CollectorIngestError('reference_number_expired');
        if (dataset.state === 'complete') throw new CollectorIngestError('dataset_in_complete_state');
        return { referenceNumber, state: 'open', chunks: dataset.chunkCount };
      });
    },

    /**
     * `upload`: decrypts, decompresses and validates the chunk, stores it once (a retry of the same
     * chunk answers as the first time), and completes the dataset with a final chunk.
     */
    async upload(partner: CollectorPartner, body: CollectorUploadRequest): Promise<CollectorUploadResponse> {
      requireActive(partner);
      validReference(body.referenceNumber);
      if (!body.isEncrypted)
        throw new CollectorIngestError('data_invalid', 'Only encrypted data is accepted');
      let text: string;
      try {
        text = openSealedData(body.data, o.keys);
      } catch (error) {
        throw new CollectorIngestError(
          'data_invalid',
          error instanceof SealedDataError ? error.message : undefined,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new CollectorIngestError('data_invalid', 'Data is not JSON');
      }
      const parsed = CollectorChunkSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CollectorIngestError(
          'data_invalid',
          `Chunk does not match the schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      const chunk = parsed.data;
      if (chunk.referenceNumber !== body.referenceNumber || chunk.isFinal !== body.isFinal) {
        throw new CollectorIngestError(
          'data_invalid',
          'Chunk does not match the upload (referenceNumber, isFinal)',
        );
      }
      const contentHash = sha256(text);

      const result = await db.transaction(async (tx) => {
        const found = await datasetByReference(tx, body.referenceNumber, true);
        if (!found)
          throw new CollectorIngestError('reference_number_invalid', 'Reference number was not verified');
        if (found.partnerId !== partner.id) throw new CollectorIngestError('reference_number_not_unique');
        const [duplicate] = await tx
          .select({ contentHash: collectorChunks.contentHash })
          .from(collectorChunks)
          .where(
            and(
              eq(collectorChunks.datasetId, found.id),
              eq(collectorChunks.session, chunk.session),
              eq(collectorChunks.sequence, chunk.sequence),
            ),
          );
        if (duplicate) {
          if (duplicate.contentHash !== contentHash) {
            throw new CollectorIngestError(
              'data_invalid',
              `Chunk ${chunk.sequence} of this session was already received with other content`,
            );
          }
          return { dataset: found, completed: false };
        }
        const dataset = await expireIfDue(tx, found);
        if (dataset.state === 'expired') throw new CollectorIngestError('reference_number_expired');
        if (dataset.state === 'complete') throw new CollectorIngestError('dataset_in_complete_state');
        const now = clock.now();
        await tx.insert(collectorChunks).values({
          datasetId: dataset.id,
          session: chunk.session,
          sequence: chunk.sequence,
          isFinal: chunk.isFinal,
          contentHash,
          payload: chunk as unknown as Record<string, unknown>,
          byteSize: Buffer.byteLength(text),
          receivedAt: now,
        });
        const [updated] = await tx
          .update(collectorDatasets)
          .set({
            chunkCount: sql`${collectorDatasets.chunkCount} + 1`,
            lastChunkAt: now,
            ...(chunk.isFinal && { state: 'complete' as const, completedAt: now }),
          })
          .where(eq(collectorDatasets.id, dataset.id))
          .returning();
        if (chunk.isFinal) await computeAndStore(tx, dataset.id);
        return { dataset: updated ?? dataset, completed: chunk.isFinal };
      });
      if (result.completed) logger.info('collector dataset complete', { datasetId: result.dataset.id });
      return { referenceNumber: body.referenceNumber, sequence: chunk.sequence, state: result.dataset.state };
    },
  };
  return { service };
}
