import {
  type ErrorEnvelope,
  errorEnvelope,
  formatErrorMessage,
  toPropertyPath,
  type Violation,
} from '@lender/contracts';
import { CoreError } from '@lender/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';
import {
  createOutageReportGate,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableReason,
} from './database-unavailable';
import { noteErrorCode } from './documented-errors';

/**
 * PostgreSQL's refusals of a value it was given, not of the statement (SQLSTATE class 22): a number
 * out of its column's range (an id or version of 2^31 and more), text it cannot read as the column's
 * type or store at all, a date out of range, text longer than its column. Such a value came from the
 * request (the schemas of `@lender/contracts` let through what JavaScript can hold), so the answer is
 * the request's fault: 400 `validation_failed` (issue 35 finding 10).
 */
const VALUE_REFUSALS = new Set(['22003', '22P02', '22021', '22P05', '22007', '22008', '22001']);

/** The SQLSTATE of a database error, raw or wrapped by Drizzle (the cause chain, a few levels). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Turns any thrown error into the envelope. A {@link CoreError} — the one error type of the domain
 * and of the API's own checks (ADR 238) — keeps its catalogue code; Hono's own 413/415/400 become
 * their codes; a value the database refused is 400 `validation_failed`; a database that does not
 * answer is 503 `database_unavailable` with `Retry-After`; anything else is a 500 that
 * shows no internals (the error goes to the log and the error reporter, with the request id the
 * client can quote).
 */
export async function handleError(error: Error, c: Context<AppEnv>): Promise<Response> {
  const response = await answerOf(error, c);
  // A body over the limit is answered before it is read, so Node closes the connection after the
  // answer: say so, or a client that pools connections (the sites' /web proxy) sends its next
  // request on a socket that is about to close ("other side closed").
  if (response.status === 413) response.headers.set('Connection', 'close');
  return response;
}

async function answerOf(error: Error, c: Context<AppEnv>): Promise<Response> {
  if (error instanceof CoreError) return c.json(envelopeOf(error, c), error.status as ContentfulStatusCode);
  if (error instanceof HTTPException) {
    if (error.status === 413) return c.json(errorEnvelope('payload_too_large'), 413);
    // The route's media-type gate: a body-less request (Content-Length: 0) of another type.
    if (error.status === 415) {
      noteErrorCode(c, 'unsupported_media_type');
      return c.json(errorEnvelope('unsupported_media_type'), 415);
    }
    if (error.status === 400)
      return c.json(errorEnvelope('validation_failed', { message: 'Malformed request body.' }), 400);
    if (error.status === 401) return c.json(errorEnvelope('unauthorized'), 401);
  }
  const unavailable = databaseUnavailableReason(error);
  if (unavailable !== undefined) return databaseUnavailable(error, unavailable, c);
  const state = sqlStateOf(error);
  if (state !== undefined && VALUE_REFUSALS.has(state)) {
    noteErrorCode(c, 'validation_failed');
    // A warning, not an error: the request was wrong. Logged so a value the schemas should refuse
    // earlier (or a server-side overflow) is seen.
    c.get('core').logger.warn('a value the database refused', {
      requestId: c.get('requestId'),
      route: c.req.routePath,
      method: c.req.method,
      sqlState: state,
    });
    return c.json(
      errorEnvelope('validation_failed', { message: 'A value is out of range or not valid for its field.' }),
      400,
    );
  }
  noteErrorCode(c, 'internal_error');
  const core = c.get('core');
  const requestId = c.get('requestId');
  core.logger.error('Unhandled error', {
    requestId,
    route: c.req.routePath,
    method: c.req.method,
    error: error.name,
    detail: redactDetail(error.message),
  });
  await core.providers.errorReporter
    .report(error, { requestId, route: c.req.routePath, method: c.req.method })
    .catch(() => {});
  return c.json(errorEnvelope('internal_error'), 500);
}

/** One outage report a minute per process (the log and the metrics have every request). */
const outageReportDue = createOutageReportGate();

/**
 * The database did not answer (down, restarting, failing over): 503 `database_unavailable` with
 * `Retry-After`, no internals; a warning per request, the error reporter once a minute (issue 53).
 */
async function databaseUnavailable(error: Error, reason: string, c: Context<AppEnv>): Promise<Response> {
  noteErrorCode(c, 'database_unavailable');
  const core = c.get('core');
  const where = { requestId: c.get('requestId'), route: c.req.routePath, method: c.req.method };
  core.logger.warn('database unavailable', { ...where, reason });
  if (outageReportDue()) await core.providers.errorReporter.report(error, where).catch(() => {});
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json(errorEnvelope('database_unavailable'), 503);
}

/**
 * The envelope of a {@link CoreError}: the catalogue message (or the error's own text), its params,
 * and its field violations with their property paths (`['loanAmount', 'amount']` →
 * `children[loanAmount].children[amount].data`); `Retry-After` when it says when to try again.
 */
function envelopeOf(error: CoreError, c: Context<AppEnv>): ErrorEnvelope {
  noteErrorCode(c, error.code);
  const { field, params, message, retryAfterSeconds, violations } = error.options;
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  const text = message ?? formatErrorMessage(error.code, params);
  const errors: Violation[] | undefined =
    violations !== undefined
      ? violations.map((violation) => ({
          propertyPath:
            typeof violation.field === 'string' ? violation.field : toPropertyPath(violation.field),
          code: violation.code,
          message: violation.message,
          ...(violation.params !== undefined && { params: violation.params }),
        }))
      : field !== undefined
        ? [
            {
              propertyPath: toPropertyPath(field),
              code: error.code,
              message: text,
              ...(params !== undefined && { params }),
            },
          ]
        : undefined;
  return errorEnvelope(error.code, {
    message: text,
    ...(params !== undefined && { params }),
    ...(errors !== undefined && { errors }),
  });
}

/**
 * An error message fit for the log: a failed query's parameters (which can hold personal data)
 * are dropped, and long digit runs (phones, CLABEs) and CURP-shaped strings are masked.
 */
export function redactDetail(message: string): string {
  const firstLine = message.startsWith('Failed query') ? 'Failed query' : (message.split('\n')[0] ?? '');
  return firstLine
    .slice(0, 300)
    .replace(/[A-Z]{4}\d{6}[A-Z0-9]{8}/gi, '[curp]')
    .replace(/\d{7,}/g, '[digits]');
}
