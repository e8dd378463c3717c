import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { clearFailures, readFailures, recordFailure } from '../limits-store';

/** Failures older than a day are forgotten. */
export const LOGIN_FAILURE_RESET_SECONDS = 86_400;

/**
 * Login attempts limited with growing delays (issue 4, Auth): the first `loginFreeFailures` wrong
 * passwords cost nothing, then each one doubles the wait (2 s, 4 s, 8 s … up to 15 min by default).
 * Kept in PostgreSQL so the limit holds across API instances (ADR 013).
 */
export interface LoginThrottle {
  /** Throws `login_attempts_exceeded` (with `retryAfterSeconds`) while the key must wait. */
  assertAllowed(key: string): Promise<void>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export function createLoginThrottle(deps: {
  db: Database;
  clock: Clock;
  limits: () => Promise<Limits>;
  bucket: string;
}): LoginThrottle {
  return {
    async assertAllowed(key) {
      const state = await readFailures(deps.db, deps.bucket, key);
      const now = deps.clock.now().getTime();
      if (state.blockedUntil && state.blockedUntil.getTime() > now) {
        throw new CoreError('login_attempts_exceeded', {
          retryAfterSeconds: Math.ceil((state.blockedUntil.getTime() - now) / 1000),
        });
      }
    },
    async failed(key) {
      const limits = await deps.limits();
      await recordFailure(deps.db, {
        bucket: deps.bucket,
        key,
        now: deps.clock.now(),
        free: limits.loginFreeFailures,
        baseSeconds: limits.loginBaseDelaySeconds,
        maxSeconds: limits.loginMaxDelaySeconds,
        resetAfterSeconds: LOGIN_FAILURE_RESET_SECONDS,
      });
    },
    async succeeded(key) {
      await clearFailures(deps.db, deps.bucket, key);
    },
  };
}
