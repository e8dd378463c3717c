/**
 * When PostgreSQL is down, restarting, failing over or refusing connections, a request fails with
 * one of these, and the answer is 503 `database_unavailable` with `Retry-After`, never a 500: the
 * request was not the fault, and the same request a few seconds later can succeed (issue 53). The
 * node-postgres pool throws away a client whose connection broke, so once the server answers again
 * the next request opens a new connection by itself.
 */

/**
 * SQLSTATEs of a server that is not there to serve: class 08 (connection exception), 57P01
 * admin_shutdown (a fast shutdown or `pg_terminate_backend`), 57P02 crash_shutdown (another backend
 * crashed and the server restarts), 57P03 cannot_connect_now (starting up, in recovery), 25006
 * read_only_sql_transaction (a standby: the address points at a replica not promoted yet), and
 * class 53 (insufficient resources: too many connections, disk full, out of memory).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|25006|53...)$/;

/** Socket errors of a server that cannot be reached (Node's `code`). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own messages, which carry no code: a connection that ended under a query, a
 * connection not made within `connectionTimeoutMillis`, a client reused after its connection broke,
 * a pool already closed by the process's shutdown.
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/** Seconds a client is told to wait before sending the request again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Why `error` says the database is unavailable (its SQLSTATE, its socket code, or `connection`),
 * or `undefined` when it says something else. Looks through Drizzle's wrapping (`cause`, a few
 * levels) and a connection attempt to several addresses (`AggregateError`).
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  // An HTTP call that failed (a document store, a provider) carries the same socket codes in its
  // cause: that is not the database.
  if (error instanceof TypeError && message === 'fetch failed') return undefined;
  if (typeof code === 'string') {
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (UNAVAILABLE_STATES.test(code)) return code;
    } else if (UNREACHABLE_CODES.has(code)) return code;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'connection';
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason(cause, depth + 1);
}

/**
 * Reports at most one outage a minute per process to the error reporter: the first failed request
 * says the database is down; the next hundred would only repeat it. Every failed request is still
 * logged and counted (`http_requests_total{status="503"}`), and `/readyz` answers 503.
 */
export function createOutageReportGate(intervalMs = 60_000, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
