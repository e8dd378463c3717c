import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  COLLECTOR_ERROR_TITLES,
  type CollectorChunk,
  CollectorChunkSchema,
  type CollectorDatasetView,
  type CollectorDevice,
  type CollectorErrorTitle,
  type CollectorTokenResponse,
  type CollectorUploadRequest,
  type CollectorUploadResponse,
  type CollectorVerifyResponse,
  ReferenceNumberSchema,
} from '@lender/contracts/collector';
import { and, asc, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import {
  collectorChunks,
  collectorDatasets,
  collectorFeatures,
  collectorPartners,
  collectorTokens,
} from '../db/schema/index';
import type { Logger } from '../logger';
import { clientBehaviour } from './client-behaviour';
import {
  type BehaviourSignal,
  behaviourSignal,
  COLLECTOR_FEATURES_VERSION,
  computeFeatures,
  type DatasetFeatures,
} from './features';
import { type CollectorKeys, openSealedData, SealedDataError } from './keys';

/**
 * The scoring collector's ingest (issue 18, ADR 032): partner sites log in with their auth key,
 * verify a reference number, upload encrypted chunks; a final chunk completes the dataset and its
 * features are computed. Errors carry spec §8's titles.
 */

/** An answer of the ingest with a spec §8 title; the HTTP layer turns it into a problem document. */
export class CollectorIngestError extends Error {
  override name = 'CollectorIngestError';
  readonly title: CollectorErrorTitle;
  readonly status: number;
  constructor(title: CollectorErrorTitle, detail?: string) {
    super(detail ?? COLLECTOR_ERROR_TITLES[title].detail);
    this.title = title;
    this.status = COLLECTOR_ERROR_TITLES[title].status;
  }
}

/** Options of the ingest (env in the API: `COLLECTOR_*`, README "Scoring collector"). */
export interface CollectorIngestOptions {
  keys: CollectorKeys;
  /** @default 7200 (2 h: with the collector's 30-minute threshold a token serves 90 minutes) */
  accessTokenTtlSeconds?: number;
  /** @default 2_592_000 (30 days) */
  refreshTokenTtlSeconds?: number;
  /** An open dataset expires this long after its first verification. @default 24 */
  datasetTtlHours?: number;
  /** Raw chunks of finished datasets are deleted after this many days; features stay. @default 30 */
  retentionDays?: number;
  /** Origins of the partner sites whose browsers may call the ingest (CORS). @default '*' */
  allowedOrigins?: readonly string[] | '*';
  /** The decision engine reads the behavioural signal (core option `collector.decisionInput`). @default false */
  decisionInput?: boolean;
}

export const COLLECTOR_DEFAULTS = {
  accessTokenTtlSeconds: 2 * 60 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  datasetTtlHours: 24,
  retentionDays: 30,
} as const;

/** A partner's row, as the HTTP layer needs it after authentication. */
export interface CollectorPartner {
  id: number;
  name: string;
  status: 'active' | 'suspended';
  webFlow: boolean;
}

/** A dataset with its features, for the back office (the contracts' schema). */
export type { CollectorDatasetView };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

type Row = Record<string, unknown>;
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

export function createCollectorIngestService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** HMAC key of the auth-key hashes (the PII hash key: base64 of 32 bytes). */
  hashKey: string;
  options: CollectorIngestOptions;
}) {
  const { db, clock, logger } = deps;
  const o = { ...COLLECTOR_DEFAULTS, ...deps.options };
  const keyHashKey = Buffer.from(deps.hashKey, 'base64');
  const hashAuthKey = (authKey: string) =>
    createHmac('sha256', keyHashKey).update(`collector-auth-key:${authKey}`).digest('hex');

  const issue = async (tx: Executor, partnerId: number): Promise<CollectorTokenResponse> => {
    const now = clock.now();
    const access = newToken('cla');
    const refresh = newToken('clr');
    const expires = new Date(now.getTime() + o.accessTokenTtlSeconds * 1000);
    await tx.insert(collectorTokens).values({
      partnerId,
      accessHash: sha256(access),
      refreshHash: sha256(refresh),
      expiresAt: expires,
      refreshExpiresAt: new Date(now.getTime() + o.refreshTokenTtlSeconds * 1000),
      createdAt: now,
    });
    return {
      access_token: access,
      token_type: 'Bearer',
      issued: now.toISOString(),
      expires: expires.toISOString(),
      refresh_token: refresh,
    };
  };

  const datasetByReference = async (tx: Executor, referenceNumber: string, lock = false) => {
    const query = tx
      .select()
      .from(collectorDatasets)
      .where(eq(collectorDatasets.referenceNumber, referenceNumber));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };

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

  /** The devices of the client's other datasets with features, newest first. */
  const earlierDevices = async (tx: Executor, clientId: number, datasetId: number, before: Date) => {
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
  };

  /** Computes (or recomputes) a complete dataset's features from its raw chunks. */
  const computeAndStore = async (tx: Executor, datasetId: number) => {
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
      computedAt: clock.now(),
    };
    await tx
      .insert(collectorFeatures)
      .values(values)
      .onConflictDoUpdate({ target: collectorFeatures.datasetId, set: values });
    return { features, signal };
  };

  const service = {
    /** Adds or updates partner sites from configuration; only the keys' HMAC is stored. */
    async configurePartners(partners: ReadonlyArray<{ name: string; authKey: string }>): Promise<void> {
      for (const partner of partners) {
        const authKeyHash = hashAuthKey(partner.authKey);
        await db
          .insert(collectorPartners)
          .values({ name: partner.name, authKeyHash })
          .onConflictDoUpdate({
            target: collectorPartners.name,
            set: { authKeyHash, updatedAt: clock.now() },
            setWhere: ne(collectorPartners.authKeyHash, authKeyHash),
          });
      }
    },

    /** Suspends or reactivates a partner, or allows/forbids the web flow. */
    async updatePartner(
      name: string,
      patch: Partial<Pick<CollectorPartner, 'status' | 'webFlow'>>,
    ): Promise<void> {
      await db
        .update(collectorPartners)
        .set({ ...patch, updatedAt: clock.now() })
        .where(eq(collectorPartners.name, name));
    },

    /** `credoapplogin`: a token pair for a known auth key; `auth_key_invalid` otherwise. */
    async login(authKey: string): Promise<CollectorTokenResponse> {
      const [partner] = await db
        .select({ id: collectorPartners.id })
        .from(collectorPartners)
        .where(eq(collectorPartners.authKeyHash, hashAuthKey(authKey)));
      if (!partner) throw new CollectorIngestError('auth_key_invalid');
      return issue(db, partner.id);
    },

    /** A new pair for a refresh token (rotation: the old pair stops working). */
    async refresh(refreshToken: string): Promise<CollectorTokenResponse> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [revoked] = await tx
          .update(collectorTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(collectorTokens.refreshHash, sha256(refreshToken)),
              isNull(collectorTokens.revokedAt),
              sql`${collectorTokens.refreshExpiresAt} > ${now.toISOString()}`,
            ),
          )
          .returning({ partnerId: collectorTokens.partnerId });
        if (!revoked) throw new CollectorIngestError('refresh_token_invalid');
        return issue(tx, revoked.partnerId);
      });
    },

    /** The partner of a valid access token; `unauthorized` otherwise. */
    async authenticate(accessToken: string | undefined): Promise<CollectorPartner> {
      if (!accessToken) throw new CollectorIngestError('unauthorized');
      const [found] = await db
        .select({
          id: collectorPartners.id,
          name: collectorPartners.name,
          status: collectorPartners.status,
          webFlow: collectorPartners.webFlow,
          expiresAt: collectorTokens.expiresAt,
          revokedAt: collectorTokens.revokedAt,
        })
        .from(collectorTokens)
        .innerJoin(collectorPartners, eq(collectorPartners.id, collectorTokens.partnerId))
        .where(eq(collectorTokens.accessHash, sha256(accessToken)));
      if (!found || found.revokedAt !== null || found.expiresAt.getTime() <= clock.now().getTime()) {
        throw new CollectorIngestError('unauthorized', 'Access token is missing, invalid or expired');
      }
      return { id: found.id, name: found.name, status: found.status, webFlow: found.webFlow };
    },

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

    /**
     * Ties a reference number to the logged-in borrower (the site started collecting before the
     * account existed). A complete dataset's features are computed again, now with the device
     * consistency against the client's earlier sessions. False when there is no such dataset.
     */
    async linkClient(
      clientId: number,
      referenceNumber: string,
    ): Promise<'linked' | 'not_found' | 'other_client'> {
      if (!ReferenceNumberSchema.safeParse(referenceNumber).success) return 'not_found';
      return db.transaction(async (tx) => {
        const dataset = await datasetByReference(tx, referenceNumber, true);
        if (!dataset) return 'not_found';
        if (dataset.clientId !== null && dataset.clientId !== clientId) return 'other_client';
        if (dataset.clientId === null) {
          await tx.update(collectorDatasets).set({ clientId }).where(eq(collectorDatasets.id, dataset.id));
          await tx
            .update(collectorFeatures)
            .set({ clientId })
            .where(eq(collectorFeatures.datasetId, dataset.id));
          await computeAndStore(tx, dataset.id);
        }
        return 'linked';
      });
    },

    /** A dataset with its features (back office); null when unknown. */
    async dataset(referenceNumber: string): Promise<CollectorDatasetView | null> {
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
    },

    /** The reference numbers of a client's datasets, newest first (back office). */
    async datasetsOfClient(clientId: number): Promise<string[]> {
      const found = await db
        .select({ referenceNumber: collectorDatasets.referenceNumber })
        .from(collectorDatasets)
        .where(eq(collectorDatasets.clientId, clientId))
        .orderBy(desc(collectorDatasets.createdAt), desc(collectorDatasets.id));
      return found.map((row) => row.referenceNumber);
    },

    /**
     * The behavioural-features screen of a client (back office): datasets with features, the
     * consent, each decision's use of them; null when the client does not exist.
     */
    clientBehaviour(clientId: number) {
      return clientBehaviour(db, clientId, {
        decisionInput: deps.options.decisionInput ?? false,
        datasetsOfClient: (id) => service.datasetsOfClient(id),
        dataset: (reference) => service.dataset(reference),
      });
    },

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
      const due = await rows(
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

    /** The public key partner sites configure in the collector. */
    publicKeyPem: o.keys.publicKeyPem,
    /** Origins allowed to call the ingest from a browser (CORS). */
    allowedOrigins: deps.options.allowedOrigins ?? ('*' as const),
  };
  return service;
}

export type CollectorIngestService = ReturnType<typeof createCollectorIngestService>;
