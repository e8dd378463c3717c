import type { EndpointAccess, EndpointDefinition } from './endpoint.js';
import { ERROR_CODES, type ErrorCode } from './errors.js';

/**
 * Codes every endpoint of an access level can answer, whatever it does: its input is validated,
 * its token checked, and the server can fail — its database too (`database_unavailable`, 503 with
 * `Retry-After`: almost every endpoint reads a row, a limit or a session). An endpoint's own codes are its
 * `errors`.
 */
export const COMMON_ERRORS: Readonly<Record<EndpointAccess, readonly ErrorCode[]>> = {
  public: ['validation_failed', 'internal_error', 'database_unavailable'],
  client: [
    'validation_failed',
    'unauthorized',
    'token_expired',
    'session_revoked',
    'forbidden',
    'user_blocked',
    'internal_error',
    'database_unavailable',
  ],
  user: [
    'validation_failed',
    'unauthorized',
    'token_expired',
    'session_revoked',
    'forbidden',
    'mfa_required',
    'user_blocked',
    'internal_error',
    'database_unavailable',
  ],
  mfa: [
    'validation_failed',
    'unauthorized',
    'token_expired',
    'session_revoked',
    'forbidden',
    'internal_error',
    'database_unavailable',
  ],
};

/**
 * Codes every endpoint that takes a request body can answer (the body is read before the route:
 * size limit). Middleware that applies to all bodies (a content-type check → 415…) adds its code
 * here, and every such endpoint documents it.
 */
export const BODY_ERRORS: readonly ErrorCode[] = ['payload_too_large', 'unsupported_media_type'];

/** Codes of the `Idempotency-Key` middleware, for endpoints that take the header. */
export const IDEMPOTENCY_ERRORS: readonly ErrorCode[] = [
  'idempotency_key_reused',
  'idempotency_key_in_progress',
];

/**
 * Every error code `endpoint` can answer: the common codes of its access level, its own `errors`,
 * the body and idempotency codes where they apply. The OpenAPI document lists exactly these (one
 * response per status) and the API checks at run time that it answers nothing else.
 */
export function endpointErrorCodes(endpoint: EndpointDefinition): ErrorCode[] {
  return [
    ...new Set<ErrorCode>([
      ...COMMON_ERRORS[endpoint.access],
      // The body guard reads every call that may carry a body: 413 and 415.
      ...(endpoint.method !== 'get' || endpoint.request.body ? BODY_ERRORS : []),
      ...endpoint.errors,
      ...(endpoint.idempotent ? IDEMPOTENCY_ERRORS : []),
      ...(endpoint.idempotencyKeyRequired ? (['idempotency_key_required'] as const) : []),
    ]),
  ];
}

/** {@link endpointErrorCodes} grouped by HTTP status, in ascending status order. */
export function endpointErrorsByStatus(endpoint: EndpointDefinition): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** The OpenAPI description of an error response: its codes, so a reader knows each one. */
export function errorResponseDescription(status: number, codes: readonly ErrorCode[]): string {
  return `Error: ${codes.map((c) => `\`${c}\``).join(', ')}${status === 429 || codes.includes('database_unavailable') ? ' (with `Retry-After`)' : ''}`;
}
