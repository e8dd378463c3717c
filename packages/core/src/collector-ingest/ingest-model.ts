import { createHash, randomBytes } from 'node:crypto';
import {
  COLLECTOR_ERROR_TITLES,
  type CollectorDatasetView,
  type CollectorErrorTitle,
} from '@lender/contracts/collector';
import type { Database } from '@lender/db';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { CollectorKeys } from './keys';

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

/**
 * What the collector use cases read: a part of core's `Core` (its `collector` is the ingest
 * service, whose `decisionInput` the features screen shows).
 */
export interface CollectorContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly collector: { readonly decisionInput: boolean };
}

/** What the ingest service is made from. */
export interface CollectorIngestDeps {
  db: Database;
  clock: Clock;
  /**
   * The real clock, which partners' token lifetimes run on: the platform clock moves business time
   * only (issue 62, ADR 288). @default clock
   */
  realClock?: Clock | undefined;
  logger: Logger;
  /** HMAC key of the auth-key hashes (the PII hash key: base64 of 32 bytes). */
  hashKey: string;
  options: CollectorIngestOptions;
}

/** A partner's row, as the HTTP layer needs it after authentication. */
export interface CollectorPartner {
  id: number;
  name: string;
  status: 'active' | 'suspended';
  webFlow: boolean;
}

/** A dataset with its features, for the back office (the contracts' schema). */
export type { CollectorDatasetView };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;
