import { errorEnvelope, formatErrorMessage, toPropertyPath } from '@lender/contracts';
import { CoreError, OfferQuoteError } from '@lender/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error';
import type { AppEnv } from './context';
import { noteErrorCode } from './documented-errors';

/**
 * Turns any thrown error into the envelope. An {@link ApiError} keeps its catalogue code; Hono's
 * own 413/400 become their codes; anything else is a 500 that shows no internals (the error goes
 * to the log and the error reporter, with the request id the client can quote).
 */
export async function handleError(error: Error, c: Context<AppEnv>): Promise<Response> {
  if (error instanceof ApiError) {
    noteErrorCode(c, error.code);
    for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value);
    const body = errorEnvelope(error.code, {
      ...(error.options.message !== undefined && { message: error.options.message }),
      ...(error.options.params !== undefined && { params: error.options.params }),
      ...(error.options.errors !== undefined && { errors: error.options.errors }),
    });
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof CoreError) {
    noteErrorCode(c, error.code);
    const { field, params, message, retryAfterSeconds, violations } = error.options;
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    const text = message ?? formatErrorMessage(error.code, params);
    const body = errorEnvelope(error.code, {
      message: text,
      ...(params !== undefined && { params }),
      ...(field !== undefined && {
        errors: [
          {
            propertyPath: toPropertyPath(field),
            code: error.code,
            message: text,
            ...(params !== undefined && { params }),
          },
        ],
      }),
      ...(violations !== undefined && {
        errors: violations.map((v) => ({
          propertyPath: toPropertyPath(v.field),
          code: v.code,
          message: v.message,
        })),
      }),
    });
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof OfferQuoteError) {
    noteErrorCode(c, 'validation_failed');
    // An offer the calculator refuses (amount outside the limits, a date not offered) is the
    // caller's input: 400 with one violation per field, wherever the offer was asked for.
    const errors = error.violations.map((violation) => ({
      propertyPath: toPropertyPath([violation.field]),
      code: violation.code,
      message: violation.message,
    }));
    return c.json(errorEnvelope('validation_failed', { errors }), 400);
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return c.json(errorEnvelope('payload_too_large'), 413);
    if (error.status === 400)
      return c.json(errorEnvelope('validation_failed', { message: 'Malformed request body.' }), 400);
    if (error.status === 401) return c.json(errorEnvelope('unauthorized'), 401);
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
