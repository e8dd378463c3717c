import { randomUUID } from 'node:crypto';
import type { LenderClient } from '@lender/sdk';
import { env } from './env.server';

/** What the browser needs to start `@lender/collector` (issue 18, the scoring session). */
export interface CollectorConfig {
  baseUrl: string;
  authKey: string;
  publicKey: string;
  referenceNumber: string;
}

let publicKey: Promise<string | null> | undefined;

/** The ingest's RSA public key (`GET /api/datasets/v1/public-key`), fetched once per process. */
function ingestPublicKey(): Promise<string | null> {
  publicKey ??= fetch(new URL('/api/datasets/v1/public-key', env().collector.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
    .then((key) => {
      if (key === null) publicKey = undefined; // try again on the next page
      return key;
    });
  return publicKey;
}

/** A new reference number for one dataset: a registration's (`reg-`) or an application's (`app-`). */
export function newReferenceNumber(prefix: 'reg' | 'app' = 'reg'): string {
  return `${prefix}-${randomUUID()}`;
}

/** The collector's configuration, or `null` when it is off (no auth key, or the ingest is unreachable). */
export async function collectorConfig(referenceNumber: string): Promise<CollectorConfig | null> {
  const { url, authKey } = env().collector;
  if (!authKey) return null;
  const key = await ingestPublicKey();
  if (!key) return null;
  return { baseUrl: url, authKey, publicKey: key, referenceNumber };
}

/**
 * Ties the dataset to the borrower who just registered, through the SDK's catalogue
 * (`client.collectorSessionLink`, `PUT /web/private/client/collector/session`) with the session's
 * new token. Best effort: scoring never blocks a registration.
 */
export async function linkCollectorSession(
  api: Pick<LenderClient, 'client'>,
  referenceNumber: string,
): Promise<boolean> {
  try {
    const result = await api.client.collectorSessionLink({ body: { referenceNumber } });
    if (!result.success)
      console.warn(`collector session not linked: HTTP ${result.status} ${result.code ?? ''}`);
    return result.success;
  } catch (error) {
    if (error instanceof Response) throw error; // the kit's redirect to login
    console.warn('collector session not linked:', (error as Error).message);
    return false;
  }
}
