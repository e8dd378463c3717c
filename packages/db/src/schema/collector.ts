import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references, sharedKey, timestamps } from './columns';

/**
 * The behavioural-scoring collector's ingest (issue 18, ADR 032): partner sites and their hashed
 * auth keys, the collector's tokens (hashed), datasets per reference number with their state, the
 * decrypted chunks (raw signals, deleted after the retention period) and the features computed
 * when a dataset completes (kept).
 */

export const COLLECTOR_PARTNER_STATUSES = ['active', 'suspended'] as const;
export const COLLECTOR_DATASET_STATES = ['open', 'complete', 'expired'] as const;

/** A partner site allowed to collect: its auth key only as an HMAC. */
export const collectorPartners = pgTable('collector_partners', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  authKeyHash: text().notNull().unique(),
  status: text({ enum: COLLECTOR_PARTNER_STATUSES }).notNull().default('active'),
  /** May collect in the web flow (`verify/web`); false answers `standalone_flow_not_supported`. */
  webFlow: boolean().notNull().default(true),
  ...timestamps(),
});

/** Access and refresh tokens of the collector (opaque; only their SHA-256 is stored). */
export const collectorTokens = pgTable(
  'collector_tokens',
  {
    id: serial().primaryKey(),
    partnerId: references(() => collectorPartners.id, 'cascade'),
    accessHash: text().notNull().unique(),
    refreshHash: text().notNull().unique(),
    expiresAt: instant().notNull(),
    refreshExpiresAt: instant().notNull(),
    /** Set when the refresh token was used (rotation) or the partner's key changed. */
    revokedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [index('collector_tokens_refresh_expiry_idx').on(t.refreshExpiresAt)],
);

/** One dataset per reference number. */
export const collectorDatasets = pgTable(
  'collector_datasets',
  {
    id: serial().primaryKey(),
    referenceNumber: text().notNull().unique(),
    partnerId: references(() => collectorPartners.id, 'cascade'),
    /** The borrower, once the site links the reference number to the logged-in client. */
    clientId: nullableReferences(() => clients.id, 'set null'),
    state: text({ enum: COLLECTOR_DATASET_STATES }).notNull().default('open'),
    chunkCount: integer().notNull().default(0),
    createdAt: instantNow(),
    /** An open dataset past this instant is expired. */
    expiresAt: instant().notNull(),
    lastChunkAt: instant(),
    completedAt: instant(),
    /** When the retention job deleted the raw chunks (features are kept). */
    rawPurgedAt: instant(),
  },
  (t) => [
    index('collector_datasets_client_idx').on(t.clientId, t.completedAt),
    index('collector_datasets_open_expiry_idx').on(t.expiresAt).where(sql`state = 'open'`),
  ],
);

/** A decrypted, validated chunk: the raw signals (no content), deleted after retention. */
export const collectorChunks = pgTable(
  'collector_chunks',
  {
    id: serial().primaryKey(),
    datasetId: references(() => collectorDatasets.id, 'cascade'),
    session: text().notNull(),
    sequence: integer().notNull(),
    isFinal: boolean().notNull(),
    /** SHA-256 of the decompressed chunk: a retry of the same chunk is recognised, not doubled. */
    contentHash: text().notNull(),
    payload: jsonb().notNull(),
    byteSize: integer().notNull(),
    receivedAt: instantNow(),
  },
  (t) => [uniqueIndex('collector_chunks_once_uq').on(t.datasetId, t.session, t.sequence)],
);

/** Features of a dataset, computed when it completes (and again when it is linked to a client). */
export const collectorFeatures = pgTable(
  'collector_features',
  {
    datasetId: sharedKey(() => collectorDatasets.id, 'cascade'),
    clientId: nullableReferences(() => clients.id, 'set null'),
    version: text().notNull(),
    features: jsonb().notNull(),
    /** The explainable signal the decision engine may read: flag and reasons. */
    signal: jsonb().notNull(),
    computedAt: instantNow(),
  },
  (t) => [index('collector_features_client_idx').on(t.clientId, t.computedAt)],
);
