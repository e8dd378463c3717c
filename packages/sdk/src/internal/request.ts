// `zod/mini` forms: the envelope is read with them, and so is `data` when the endpoint
// comes from `@lender/contracts/mini` (the calculator client); a classic `data` schema nests in a
// mini envelope, so the other clients read their answers the same way as before.
import {
  type EndpointCall,
  paginationFromHeaders,
  RefusalEnvelopeSchema,
  responseEnvelopeSchema,
  type Violation,
} from '@lender/contracts/mini';
import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import type { MalformedResponseReport, UnauthorizedEvent } from '../client-events.js';
import { ApplicationCreationError } from '../errors/application-creation-error.js';
import { MalformedResponseError } from '../errors/malformed-response-error.js';
import { NetworkError } from '../errors/network-error.js';
import { ServerError } from '../errors/server-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { createIdempotencyKey } from '../idempotency.js';
import type { CallOptions } from '../methods.js';
import type { ApiFailure, ApiResult, BinaryBody, InvalidData } from '../result.js';
import { failureMessage, fieldErrorsFromViolations } from '../result.js';
import { salvage } from './salvage.js';

/** What a call needs from the client's options, with the defaults filled in. */
export interface RequestConfig {
  baseUrl: string;
  getToken: (() => string | null | undefined | Promise<string | null | undefined>) | undefined;
  onToken: ((token: string) => void | Promise<void>) | undefined;
  onUnauthorized: ((event: UnauthorizedEvent) => void | Promise<void>) | undefined;
  onMalformedResponse: ((report: MalformedResponseReport) => void | Promise<void>) | undefined;
  fetch: typeof globalThis.fetch | undefined;
  timeout: number | false;
  retry: number;
  maxRetryAfter: number | undefined;
}

/** The request parts of one call, as a method receives them. */
export interface CallInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Endpoint whose HTTP 500 has its own message. */
const APPLICATION_CREATION_ENDPOINT_ID = 'client.createApplication';

/**
 * Statuses worth another try: the request may not have reached the application (a gateway or a
 * restarting instance). Not 500 (the server ran the request and failed), not 429 (rate limits
 * here are per phone and per day: waiting does not help).
 */
const RETRY_STATUS_CODES = [408, 502, 503, 504];

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

function fillPath(endpoint: EndpointCall, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${endpoint.id}: path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

function searchParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

function formData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function bareToken(value: string): string {
  return value.replace(/^Bearer\s+/i, '');
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function readJson(response: Response, endpoint: EndpointCall): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const what =
      text === ''
        ? 'an empty body'
        : `a body that is not JSON (${response.headers.get('content-type') ?? 'no content type'})`;
    throw new MalformedResponseError(response.status, endpoint.path, [`expected JSON, got ${what}`], {
      cause: error,
    });
  }
}

function issuesOf(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
}

function failure(
  status: number,
  violations: readonly Violation[],
  message: string | undefined,
  code: string | undefined,
  params?: Readonly<Record<string, string | number>>,
): ApiFailure {
  return {
    status,
    success: false,
    data: null,
    errors: fieldErrorsFromViolations(violations),
    violations,
    message: failureMessage(status, violations, message),
    code,
    params,
    pagination: undefined,
  };
}

async function readFailure(response: Response, endpoint: EndpointCall): Promise<ApiFailure> {
  const json = await readJson(response, endpoint);
  const parsed = RefusalEnvelopeSchema.safeParse(json);
  if (!parsed.success)
    throw new MalformedResponseError(response.status, endpoint.path, issuesOf(parsed.error));
  const { errors, message, code, params } = parsed.data;
  return failure(response.status, errors ?? [], message, code, params);
}

async function readSuccess(
  response: Response,
  endpoint: EndpointCall,
  config: RequestConfig,
): Promise<ApiResult<unknown>> {
  const pagination = paginationFromHeaders(response.headers);
  if (endpoint.responseContentType !== 'application/json') {
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith(endpoint.responseContentType)) {
      throw new MalformedResponseError(response.status, endpoint.path, [
        `expected ${endpoint.responseContentType}, got ${contentType || 'no content type'}`,
      ]);
    }
    const data: BinaryBody = { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
    return {
      status: response.status,
      success: true,
      data,
      errors: {},
      violations: [],
      message: undefined,
      code: undefined,
      pagination,
      invalid: [],
    };
  }
  const json = await readJson(response, endpoint);
  const envelopeSchema = responseEnvelopeSchema(endpoint);
  let parsed = envelopeSchema.safeParse(json);
  let invalid: InvalidData[] = [];
  if (!parsed.success) {
    // A 2xx saying `success: false` is a refusal, not a broken answer.
    const refusal = RefusalEnvelopeSchema.safeParse(json);
    if (refusal.success) {
      const { errors, message, code, params } = refusal.data;
      return failure(response.status, errors ?? [], message, code, params);
    }
    const issues = issuesOf(parsed.error);
    const report = config.onMalformedResponse;
    const read =
      report && typeof json === 'object' && json !== null && 'data' in json
        ? salvage(endpoint.response as unknown as Parameters<typeof salvage>[0], json.data)
        : undefined;
    const reparsed = read
      ? envelopeSchema.safeParse({ ...(json as Record<string, unknown>), data: read.data })
      : undefined;
    await report?.({
      endpointId: endpoint.id,
      path: endpoint.path,
      status: response.status,
      issues,
      invalid: read?.invalid ?? [],
      salvaged: reparsed?.success === true,
    });
    if (!read || !reparsed?.success) throw new MalformedResponseError(response.status, endpoint.path, issues);
    parsed = reparsed;
    invalid = read.invalid;
  }
  const envelope = parsed.data as {
    data: unknown;
    message?: string | undefined;
    Authorization?: string | undefined;
  };
  // A body carrying Authorization replaces the stored token.
  if (typeof envelope.Authorization === 'string' && envelope.Authorization !== '') {
    await config.onToken?.(bareToken(envelope.Authorization));
  }
  return {
    status: response.status,
    success: true,
    data: envelope.data,
    errors: {},
    violations: [],
    message: envelope.message,
    code: undefined,
    pagination,
    invalid,
  };
}

/**
 * Calls one endpoint: builds the request, sends it through ky (timeout, retries), and reads the
 * answer into the wrapper result, or throws the SDK's errors.
 */
export async function callEndpoint(
  config: RequestConfig,
  endpoint: EndpointCall,
  input: CallInput = {},
): Promise<ApiResult<unknown>> {
  const url = joinUrl(config.baseUrl, fillPath(endpoint, input.params));
  const headers = new Headers(input.headers);
  headers.set(
    'accept',
    endpoint.responseContentType === 'application/json'
      ? 'application/json'
      : `${endpoint.responseContentType}, application/json`,
  );
  const token = await config.getToken?.();
  if (token) headers.set('authorization', `Bearer ${bareToken(token)}`);
  else headers.delete('authorization');
  // One key per logical submit: ky resends these very headers on each retry.
  if (endpoint.idempotent) headers.set('idempotency-key', input.idempotencyKey ?? createIdempotencyKey());
  else headers.delete('idempotency-key');

  const hasBody = endpoint.request.body !== undefined && input.body !== undefined;
  const multipart = endpoint.request.bodyContentType === 'multipart/form-data';
  // Spec: only idempotent GETs are retried, plus the calls an Idempotency-Key makes safe to resend.
  const retriable = endpoint.method === 'get' || endpoint.idempotent;
  const timeout = input.timeout ?? config.timeout;

  let response: Response;
  try {
    response = await ky(url, {
      method: endpoint.method,
      headers,
      searchParams: searchParams(input.query),
      ...(hasBody && (multipart ? { body: formData(input.body) } : { json: input.body })),
      ...(input.signal !== undefined && { signal: input.signal }),
      ...(config.fetch !== undefined && { fetch: config.fetch }),
      timeout,
      retry: retriable
        ? {
            limit: config.retry,
            methods: [endpoint.method],
            statusCodes: RETRY_STATUS_CODES,
            afterStatusCodes: [503],
            ...(config.maxRetryAfter !== undefined && { maxRetryAfter: config.maxRetryAfter }),
          }
        : { limit: 0 },
      throwHttpErrors: true,
    });
  } catch (error) {
    if (error instanceof HTTPError) {
      response = error.response;
    } else if (isAbort(error, input.signal)) {
      throw input.signal?.aborted ? input.signal.reason : error;
    } else if (error instanceof KyTimeoutError) {
      throw new TimeoutError(typeof timeout === 'number' ? timeout : 0, { cause: error });
    } else {
      throw new NetworkError({ cause: error });
    }
  }

  const { status } = response;
  if (status >= 500) {
    await response.body?.cancel();
    if (status === 500 && endpoint.id === APPLICATION_CREATION_ENDPOINT_ID) {
      throw new ApplicationCreationError(endpoint.path, endpoint.id);
    }
    throw new ServerError(status, endpoint.path, endpoint.id);
  }
  if (response.ok) return readSuccess(response, endpoint, config);

  let refused: ApiFailure | undefined;
  let malformed: unknown;
  try {
    refused = await readFailure(response, endpoint);
  } catch (error) {
    malformed = error;
  }
  // Any 401 or 403 logs the user out, whatever the body says.
  if (status === 401 || status === 403) {
    await config.onUnauthorized?.({
      status,
      code: refused?.code,
      endpointId: endpoint.id,
      path: endpoint.path,
    });
  }
  if (refused === undefined) throw malformed;
  return refused;
}
