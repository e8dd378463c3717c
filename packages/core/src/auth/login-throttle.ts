import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { claimAttempt, clearFailures, takeFromCap } from '../limits-store';
import type { PiiCrypto } from '../pii';

/** Failures older than a day are forgotten. */
export const LOGIN_FAILURE_RESET_SECONDS = 86_400;

/**
 * Login attempts limited with growing delays (issue 4, Auth; issue 10 point 7), in PostgreSQL so
 * the limits hold across API instances (ADR 013):
 * - per account: each attempt is claimed atomically BEFORE the password is checked and counts as
 *   a failure until it succeeds; the first `loginFreeFailures` cost nothing, then each doubles the
 *   wait (2 s, 4 s … 15 min), so a burst of parallel wrong passwords gets `free + 1` evaluated;
 * - per caller address: at most `loginPerAddressPerMinute` / `…PerHour` attempts on any accounts
 *   (credential stuffing, password spraying).
 * Both answer `login_attempts_exceeded` (429, `Retry-After`).
 */
export interface LoginThrottle {
  /** Claims one attempt of `key` (and of the caller address, when known) or throws `login_attempts_exceeded`. */
  claim(key: string, requester?: string): Promise<void>;
  /** Forgets the account's failures after a right password. */
  succeeded(key: string): Promise<void>;
}

export function createLoginThrottle(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  limits: () => Promise<Limits>;
  bucket: string;
}): LoginThrottle {
  return {
    async claim(key, requester) {
      const limits = await deps.limits();
      const now = deps.clock.now();
      if (requester !== undefined) {
        const address = deps.pii.hash('user', `requester:${requester}`);
        const minute = now.toISOString().slice(0, 16);
        const hour = now.toISOString().slice(0, 13);
        const perMinute = await takeFromCap(deps.db, {
          bucket: `${deps.bucket}:address`,
          key: address,
          window: minute,
          cap: limits.loginPerAddressPerMinute,
          now,
        });
        if (!perMinute) {
          throw new CoreError('login_attempts_exceeded', { retryAfterSeconds: 60 - now.getUTCSeconds() });
        }
        const perHour = await takeFromCap(deps.db, {
          bucket: `${deps.bucket}:address`,
          key: address,
          window: hour,
          cap: limits.loginPerAddressPerHour,
          now,
        });
        if (!perHour) {
          const left = 3600 - (now.getUTCMinutes() * 60 + now.getUTCSeconds());
          throw new CoreError('login_attempts_exceeded', { retryAfterSeconds: left });
        }
      }
      const claimed = await claimAttempt(deps.db, {
        bucket: deps.bucket,
        key,
        now,
        free: limits.loginFreeFailures,
        baseSeconds: limits.loginBaseDelaySeconds,
        maxSeconds: limits.loginMaxDelaySeconds,
        resetAfterSeconds: LOGIN_FAILURE_RESET_SECONDS,
      });
      if (!claimed.ok) {
        throw new CoreError('login_attempts_exceeded', { retryAfterSeconds: claimed.retryAfterSeconds });
      }
    },
    async succeeded(key) {
      await clearFailures(deps.db, deps.bucket, key);
    },
  };
}
