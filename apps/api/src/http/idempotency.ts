import {
  CoreError,
  IDEMPOTENCY_KEY_PATTERN,
  type IdempotencyLock,
  idempotencyRequestHash,
} from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** The request header that carries the key (case-insensitive, as every HTTP header). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on a response that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Response headers kept with the body and replayed; the rest (request id, dates) belong to each call. */
const REPLAYED_HEADERS = ['content-type', 'location', 'x-page', 'x-per-page', 'x-total-count', 'x-count'];

/**
 * Whether a response is the request's final answer, stored and replayed for 24 h (ADR 023). A 5xx
 * (including `provider_failed`) and a 429 say "try again": the key is released so that the retry
 * runs the call again.
 */
function isFinal(status: number): boolean {
  return status < 500 && status !== 429;
}

/**
 * `Idempotency-Key` handling of the calls that create an application, sign, pay or extend (issue 5,
 * ADR 023); `endpointRoute` adds it, after the auth check, to every endpoint the contracts mark
 * `idempotent`. The key is bound to a hash of method, path, canonical body and account:
 * - a new key runs the handler once and stores its final response (status, body, relevant headers);
 * - the same key and request again gets that response, with `Idempotent-Replayed: true`;
 * - the same key with another request is `idempotency_key_reused` (422);
 * - the same key while the first request still runs is `idempotency_key_in_progress` (409, with
 *   `Retry-After`); the handler never runs twice.
 * Without the header, a call that moves money (`required`: card charges, payment references) is
 * refused with `idempotency_key_required` (400) before anything runs; any other call runs as it is
 * (the SDK always sends one). Either way the domain's own locks, unique indexes and conditional
 * transitions still prevent a double effect (ADR 023).
 */
export function idempotency(options: { required?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) {
      if (options.required) {
        throw new CoreError('idempotency_key_required', {
          violations: [
            {
              field: IDEMPOTENCY_KEY_HEADER,
              code: 'idempotency_key_required',
              message: 'This call moves money: send an Idempotency-Key header (a new UUID per submit).',
            },
          ],
        });
      }
      await next();
      return;
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new CoreError('validation_failed', {
        violations: [
          {
            field: IDEMPOTENCY_KEY_HEADER,
            code: 'invalid_idempotency_key',
            message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
          },
        ],
      });
    }
    const core = c.get('core');
    const auth = c.get('auth');
    const account = { type: auth.accountType, id: auth.subjectId };
    const body = await c.req.text();
    const requestHash = idempotencyRequestHash({ method: c.req.method, path: c.req.path, body, account });

    const claim = await core.idempotency.claim({ account, key, requestHash });
    if (claim.outcome === 'mismatch') throw new CoreError('idempotency_key_reused');
    if (claim.outcome === 'in_progress') {
      throw new CoreError('idempotency_key_in_progress', {
        retryAfterSeconds: claim.retryAfterSeconds,
      });
    }
    if (claim.outcome === 'replay') {
      const headers = new Headers(claim.response.headers);
      headers.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return new Response(claim.response.body, { status: claim.response.status, headers });
    }

    await runAndStore(c, next, claim.lock);
  };
}

async function runAndStore(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  next: () => Promise<void>,
  lock: IdempotencyLock,
): Promise<void> {
  const core = c.get('core');
  try {
    // Hono turns an error thrown by the handler into the error response before `next` returns.
    await next();
  } catch (error) {
    await core.idempotency.release(lock).catch(() => {});
    throw error;
  }
  const response = c.res;
  try {
    if (!isFinal(response.status)) {
      await core.idempotency.release(lock);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    await core.idempotency.complete(lock, {
      status: response.status,
      headers,
      body: await response.clone().text(),
    });
  } catch (error) {
    // The call has had its effect and the borrower gets its answer; the key stays in progress
    // until its lease ends, after which a retry runs the call again and meets the domain's own
    // uniqueness (ADR 023).
    core.logger.warn('idempotency key not stored', {
      requestId: c.get('requestId'),
      route: c.req.routePath,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
