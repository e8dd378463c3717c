import type { LoggerMetricsRequest } from '@lender/contracts';
import type { CollectorChunk, CollectorDevice } from '@lender/contracts/collector';
import type { Database } from '@lender/db';
import { and, asc, eq } from '@lender/db/orm';
import {
  clientMetrics,
  collectorChunks,
  collectorDatasets,
  collectorFeatures,
  collectorPartners,
  sessions,
} from '@lender/db/schema';
import type { BehaviourSignal, DatasetFeatures } from '../collector-ingest/features';
import { type ArchiveRecord, iso } from './access-archive-model';
import { archiveWord } from './access-archive-words';

// The access archive's records of how the borrower used our site (LFPDPPP access): their sign-ins,
// the behavioural datasets the scoring collector kept (ADR 032) and the browser's metrics. Only the
// borrower's own rows: a session of the account type `client` with their id, never a staff session
// of the same number. No secret: a session's id (what every token names), the tokens themselves and
// the collector's token and key hashes are never read.

/** What these records read: the database and the borrower. */
interface ActivityReader {
  readonly db: Database;
  readonly client: { readonly id: number };
}

/**
 * The borrower's sign-ins: when each began, was last used and ends, and when and why it was
 * closed. A session keeps no device and no address (ADR 011), which the record says; ended ones
 * are purged a day later (ADR 246), so these are the sessions still kept.
 */
export async function signInsOf({ db, client }: ActivityReader): Promise<ArchiveRecord> {
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
    })
    .from(sessions)
    .where(and(eq(sessions.accountType, 'client'), eq(sessions.subjectId, client.id)))
    .orderBy(asc(sessions.createdAt));
  return {
    deviceOrAddressKept: false,
    signIns: rows.map((row) => ({
      signedInAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      idleExpiresAt: iso(row.expiresAt),
      latestExpiresAt: iso(row.absoluteExpiresAt),
      endedAt: iso(row.revokedAt),
      endReason: row.revokeReason,
    })),
  };
}

/** The browser's metrics the site sent while the borrower used it (names and numbers only). */
export async function siteMetricsOf({ db, client }: ActivityReader): Promise<ArchiveRecord[]> {
  const rows = await db
    .select()
    .from(clientMetrics)
    .where(eq(clientMetrics.clientId, client.id))
    .orderBy(asc(clientMetrics.id));
  return rows.map((row) => ({
    createdAt: iso(row.createdAt),
    metrics: ((row.payload as Partial<LoggerMetricsRequest>).metrics ?? []).map((metric) => ({
      metric: metric.name,
      value: metric.value,
      tags: metric.tags ?? null,
    })),
  }));
}

const size = (area: { readonly w: number; readonly h: number }) => `${area.w} × ${area.h}`;

/** The device a dataset saw, as the borrower's browser told it. */
function deviceRecord(device: CollectorDevice | null): ArchiveRecord | null {
  if (!device) return null;
  return {
    screen: size(device.screen),
    viewport: size(device.viewport),
    pixelRatio: device.pixelRatio,
    timeZone: device.timeZone,
    language: device.language,
    touchPoints: device.touchPoints,
    hardwareConcurrency: device.hardwareConcurrency,
    connection: device.connection ?? null,
    platform: device.platform,
  };
}

/** What was measured of a dataset's filling of the forms; null until it completed. */
function measuresOf(features: DatasetFeatures | null, signal: BehaviourSignal | null): ArchiveRecord {
  if (!features) return { device: null };
  return {
    pageSessions: features.sessions,
    events: features.events,
    timeToCompleteMs: features.timeToCompleteMs,
    activeMs: features.activeMs,
    hiddenCount: features.hiddenCount,
    fieldsTouched: features.fieldsTouched,
    typing: Object.entries(features.typing)
      .filter(([, typing]) => typing.keys > 0)
      .map(([fieldClass, typing]) => ({
        fieldClass,
        keys: typing.keys,
        meanIntervalMs: typing.meanIntervalMs,
        charsPerMinute: typing.charsPerMinute,
      })),
    corrections: features.corrections,
    deleteKeys: features.deleteKeys,
    pasteCount: features.pasteCount,
    pasteCountIdentity: features.pasteCountIdentity,
    autofillCount: features.autofillCount,
    medianFirstKeyMs: features.hesitation.medianFirstKeyMs,
    longPauses: features.hesitation.longPauses,
    pointerMoves: features.pointer.moves,
    clicks: features.pointer.clicks,
    touchClicks: features.pointer.touchClicks,
    scrolls: features.pointer.scrolls,
    device: deviceRecord(features.device),
    deviceConsistency: features.deviceConsistency.status,
    changedAttributes: features.deviceConsistency.changed,
    signal: signal?.flag ?? null,
    // `behaviour.identityPasted` → `identityPasted`: the rule's name, which reads in words.
    signalReasons: (signal?.reasons ?? []).map((reason) => reason.code.replace(/^behaviour\./, '')),
  };
}

/**
 * The behavioural datasets the scoring collector kept about the borrower (ADR 032): what was
 * measured and the signal drawn, and the raw signals themselves while they are kept (a file each,
 * `file(name, content)`; deleted after the retention period, ADR 229).
 */
export async function behaviourOf(
  { db, client }: ActivityReader,
  file: (name: string, content: string) => string,
): Promise<ArchiveRecord[]> {
  const [rows, chunks] = await Promise.all([
    db
      .select({ dataset: collectorDatasets, site: collectorPartners.name, features: collectorFeatures })
      .from(collectorDatasets)
      .innerJoin(collectorPartners, eq(collectorPartners.id, collectorDatasets.partnerId))
      .leftJoin(collectorFeatures, eq(collectorFeatures.datasetId, collectorDatasets.id))
      .where(eq(collectorDatasets.clientId, client.id))
      .orderBy(asc(collectorDatasets.id)),
    db
      .select({ datasetId: collectorChunks.datasetId, payload: collectorChunks.payload })
      .from(collectorChunks)
      .innerJoin(collectorDatasets, eq(collectorDatasets.id, collectorChunks.datasetId))
      .where(eq(collectorDatasets.clientId, client.id))
      .orderBy(asc(collectorChunks.id)),
  ]);
  return rows.map(({ dataset, site, features }) => {
    const raw = chunks
      .filter((chunk) => chunk.datasetId === dataset.id)
      .map((chunk) => chunk.payload as CollectorChunk);
    return {
      referenceNumber: dataset.referenceNumber,
      site,
      startedAt: iso(dataset.createdAt),
      finishedAt: iso(dataset.completedAt),
      status: dataset.state,
      rawDeletedAt: iso(dataset.rawPurgedAt),
      rawSignals:
        raw.length === 0
          ? null
          : file(
              `${archiveWord('files.behaviourRaw', { reference: dataset.referenceNumber })}.json`,
              `${JSON.stringify(raw, null, 2)}\n`,
            ),
      ...measuresOf(
        (features?.features as DatasetFeatures | undefined) ?? null,
        (features?.signal as BehaviourSignal | undefined) ?? null,
      ),
    };
  });
}
