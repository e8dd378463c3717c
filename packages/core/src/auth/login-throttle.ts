import type { Database } from '@lender/db';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { claimAttempt, clearFailures, giveBackToCap, takeFromCap } from '../limits-store';
import type { PiiCrypto } from '../pii';

/** Failures older than a day are forgotten. */
export const LOGIN_FAILURE_RESET_SECONDS = 86_400;

/**
 * Login attempts limited with growing delays (issue 4, Auth; issue 10 point 7), in PostgreSQL so
 * the limits hold across API instances (ADR 013):
 * - per account: each attempt is claimed atomically BEFORE the password is checked and counts as
 *   a failure until it succeeds; the first `loginFreeFailures` cost nothing, then each doubles the
 *   wait (2 s, 4 s … 15 min), so a burst of parallel wrong passwords gets `free + 1` evaluated;
 * - per caller address (the browser's real address, issue 35): at most `loginPerAddressPerMinute` /
 *   `…PerHour` FAILED attempts on any accounts (credential stuffing, password spraying). Each attempt
 *   takes a unit before the password is checked, so a burst cannot race past the cap; a right
 *   password gives its unit back, so the honest people behind one carrier address (CGNAT) who sign
 *   in do not spend the allowance, and only wrong passwords can close it.
 * Both answer `login_attempts_exceeded` (429, `Retry-After`).
 */
export interface LoginThrottle {
  /**
   * Claims one attempt of `key` (and of the caller address, when known) or throws
   * `login_attempts_exceeded`. Call `succeeded()` of the answer after a right password.
   */
  claim(key: string, requester?: string): Promise<LoginClaim>;
  /** Forgets the account's failures (a right password, a reset by SMS). */
  succeeded(key: string): Promise<void>;
}

/** One claimed login attempt. */
export interface LoginClaim {
  /** The password was right: the account's failures are forgotten, the address's unit given back. */
  succeeded(): Promise<void>;
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
      const taken: Array<{ bucket: string; key: string; window: string }> = [];
      if (requester !== undefined) {
        const address = deps.pii.hash('user', `requester:${requester}`);
        const minute = now.toISOString().slice(0, 16);
        const hour = now.toISOString().slice(0, 13);
        const bucket = `${deps.bucket}:address`;
        const perMinute = await takeFromCap(deps.db, {
          bucket,
          key: address,
          window: minute,
          cap: limits.loginPerAddressPerMinute,
          now,
        });
        if (!perMinute) {
          throw new CoreError('login_attempts_exceeded', { retryAfterSeconds: 60 - now.getUTCSeconds() });
        }
        taken.push({ bucket, key: address, window: minute });
        const perHour = await takeFromCap(deps.db, {
          bucket,
          key: address,
          window: hour,
          cap: limits.loginPerAddressPerHour,
          now,
        });
        if (!perHour) {
          const left = 3600 - (now.getUTCMinutes() * 60 + now.getUTCSeconds());
          throw new CoreError('login_attempts_exceeded', { retryAfterSeconds: left });
        }
        taken.push({ bucket, key: address, window: hour });
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
      return {
        async succeeded() {
          await clearFailures(deps.db, deps.bucket, key);
          for (const unit of taken) await giveBackToCap(deps.db, unit);
        },
      };
    },
    async succeeded(key) {
      await clearFailures(deps.db, deps.bucket, key);
    },
  };
}
