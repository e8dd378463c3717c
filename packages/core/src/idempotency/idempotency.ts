import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@lender/db';
import { and, eq, lte, or } from '@lender/db/orm';
import { idempotencyKeys } from '@lender/db/schema';
import type { Clock } from '../clock';

/** How long a key and its first response are kept (issue 5: "kept 24 h"). */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

/**
 * How long a request may hold a key before another request with the same key and body may take it
 * over (ADR 023): long enough for any handler, short enough that a crashed instance does not block
 * a borrower's retry for a day.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

/** Longest accepted key (a UUID is 36 characters; Stripe-style keys up to 255). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** What an accepted key looks like: 1–255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Who sent a key: keys are unique per account, never across accounts. */
export interface IdempotencyAccount {
  type: 'client' | 'user';
  id: number;
}

/** The response a key replays: status, the relevant headers and the body text. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A key held by the current request; pass it to `complete` or `release`. */
export interface IdempotencyLock {
  readonly id: number;
  readonly lockToken: string;
}

/** What {@link IdempotencyService.claim} found. */
export type IdempotencyClaim =
  /** The key is new (or expired, or abandoned by a crashed request): run the handler. */
  | { outcome: 'claimed'; lock: IdempotencyLock }
  /** The same request completed before: answer with its response, do not run the handler. */
  | { outcome: 'replay'; response: StoredResponse }
  /** The key was used with another request (method, path or body). */
  | { outcome: 'mismatch' }
  /** The same request is still running elsewhere. */
  | { outcome: 'in_progress'; retryAfterSeconds: number };

/** `Idempotency-Key` storage (issue 5, ADR 023), in PostgreSQL so it holds across instances. */
export interface IdempotencyService {
  /**
   * Claims `key` for a request whose {@link idempotencyRequestHash} is `requestHash`. Atomic: of
   * any number of concurrent claims of one key, exactly one is `claimed`.
   */
  claim(input: { account: IdempotencyAccount; key: string; requestHash: string }): Promise<IdempotencyClaim>;
  /** Stores the response of a claimed key; later claims with the same request replay it. */
  complete(lock: IdempotencyLock, response: StoredResponse): Promise<void>;
  /** Gives a claimed key up (the request failed without an answer worth replaying). */
  release(lock: IdempotencyLock): Promise<void>;
  /**
   * Deletes the keys whose 24 h are over; returns how many. Idempotent; the jobs queue runs it
   * periodically (ADR 023).
   */
  purgeExpired(now: Date): Promise<number>;
}

/**
 * JSON with object keys sorted at every level, so that `{"a":1,"b":2}` and `{"b":2,"a":1}` are
 * the same request. Text that is not JSON is kept as it is.
 */
export function canonicalBody(text: string): string {
  if (text.trim() === '') return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(sortKeys(parsed));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * The fingerprint of a request a key is bound to: SHA-256 of the method, the concrete path, the
 * canonical body ({@link canonicalBody}) and the account. Only the hash is stored.
 */
export function idempotencyRequestHash(input: {
  method: string;
  path: string;
  body: string;
  account: IdempotencyAccount;
}): string {
  return createHash('sha256')
    .update(input.method.toUpperCase())
    .update('\n')
    .update(input.path)
    .update('\n')
    .update(`${input.account.type}:${input.account.id}`)
    .update('\n')
    .update(canonicalBody(input.body))
    .digest('hex');
}

/** Builds the service over the database and the clock. */
export function createIdempotencyService(deps: { db: Database; clock: Clock }): IdempotencyService {
  const { db, clock } = deps;
  const claim: IdempotencyService['claim'] = async ({ account, key, requestHash }) => {
    const now = clock.now();
    const lockToken = randomUUID();
    const fresh = {
      requestHash,
      status: 'in_progress' as const,
      lockToken,
      responseStatus: null,
      responseHeaders: null,
      responseBody: null,
      createdAt: now,
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_SECONDS * 1000),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_SECONDS * 1000),
    };
    // One statement: a new key is inserted; an existing one is taken over only when it has
    // expired, or when the same request left it in progress past its lease (a crashed
    // instance). The unique index serialises concurrent claims of one key.
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ accountType: account.type, accountId: account.id, key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.accountType, idempotencyKeys.accountId, idempotencyKeys.key],
        set: fresh,
        setWhere: or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            eq(idempotencyKeys.status, 'in_progress'),
            lte(idempotencyKeys.lockedUntil, now),
            eq(idempotencyKeys.requestHash, requestHash),
          ),
        ),
      })
      .returning({ id: idempotencyKeys.id, lockToken: idempotencyKeys.lockToken });
    if (claimed && claimed.lockToken === lockToken) return { outcome: 'claimed', lock: claimed };

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.accountType, account.type),
          eq(idempotencyKeys.accountId, account.id),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (!row) {
      // Purged between the two statements (it had just expired): claim it afresh.
      return claim({ account, key, requestHash });
    }
    if (row.requestHash !== requestHash) return { outcome: 'mismatch' };
    if (row.status === 'completed' && row.responseStatus !== null) {
      return {
        outcome: 'replay',
        response: {
          status: row.responseStatus,
          headers: row.responseHeaders ?? {},
          body: row.responseBody ?? '',
        },
      };
    }
    const remaining = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
    return { outcome: 'in_progress', retryAfterSeconds: Math.min(Math.max(1, remaining), 5) };
  };
  return {
    claim,

    async complete(lock, response) {
      await db
        .update(idempotencyKeys)
        .set({
          status: 'completed',
          responseStatus: response.status,
          responseHeaders: response.headers,
          responseBody: response.body,
          lockedUntil: clock.now(),
        })
        .where(
          and(
            eq(idempotencyKeys.id, lock.id),
            eq(idempotencyKeys.lockToken, lock.lockToken),
            eq(idempotencyKeys.status, 'in_progress'),
          ),
        );
    },

    async release(lock) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.id, lock.id),
            eq(idempotencyKeys.lockToken, lock.lockToken),
            eq(idempotencyKeys.status, 'in_progress'),
          ),
        );
    },

    async purgeExpired(now) {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lte(idempotencyKeys.expiresAt, now))
        .returning({ id: idempotencyKeys.id });
      return rows.length;
    },
  };
}
