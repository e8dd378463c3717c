import { CollectorError, datasetError, loginError } from './errors';
import type { CollectorTokenResponse, CollectorUploadRequest } from './types';

/** The collector's host paths (spec §7; refresh is our ingest's addition). */
export const PATHS = {
  login: '/api/account/v1/credoapplogin',
  verify: '/api/datasets/v1/verify/web',
  upload: '/api/datasets/v1/upload',
} as const;

/** The part of a `fetch` answer the collector reads. */
export interface CollectorResponse {
  readonly status: number;
  json(): Promise<unknown>;
}

/** A `fetch`-compatible function (the global `fetch` by default). */
export type CollectorFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; keepalive?: boolean },
) => Promise<CollectorResponse>;

/** A token as the collector keeps it. */
export interface StoredToken {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds the access token expires. */
  expires: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

async function call(
  fetcher: CollectorFetch,
  url: string,
  init: Parameters<CollectorFetch>[1],
): Promise<Answer> {
  let response: CollectorResponse;
  try {
    response = await fetcher(url, init);
  } catch (cause) {
    // Spec §8 "Other exceptions": offline, DNS, CORS refused.
    throw new CollectorError(undefined, { cause });
  }
  // An answer that is not JSON (a proxy's HTML page) reads as no body.
  const parsed: unknown = await response.json().catch(() => null);
  const body = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  return { status: response.status, body };
}

function tokenOf(answer: Answer): StoredToken {
  const body = answer.body as Partial<CollectorTokenResponse> | null;
  const expires = Date.parse(String(body?.expires));
  if (typeof body?.access_token !== 'string' || !Number.isFinite(expires)) {
    throw new CollectorError(undefined, { status: answer.status });
  }
  return { accessToken: body.access_token, refreshToken: String(body.refresh_token), expires };
}

/** The three calls of spec §7 (and the refresh), with spec §8's errors. */
export function createTransport(baseUrl: string, fetcher: CollectorFetch) {
  const base = baseUrl.replace(/\/+$/, '');
  /** One call; a failure becomes spec §8's error for a login (`toError` = loginError) or dataset call. */
  const request = async (
    path: string,
    toError: typeof loginError,
    body?: unknown,
    accessToken?: string,
    keepalive?: boolean,
  ): Promise<Answer> => {
    const answer = await call(fetcher, base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(accessToken && { authorization: `Bearer ${accessToken}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      // keepalive lets an upload started as the page hides outlive the page (64 KiB cap).
      ...(keepalive && { keepalive: true }),
    });
    if (answer.status < 200 || answer.status > 299) {
      const title = typeof answer.body?.title === 'string' ? answer.body.title : '';
      const detail = typeof answer.body?.detail === 'string' ? answer.body.detail : title;
      throw toError(answer.status, title, detail);
    }
    return answer;
  };
  return {
    base,
    login: async (authKey: string) => tokenOf(await request(PATHS.login, loginError, { authKey })),
    verify: (accessToken: string, referenceNumber: string) =>
      request(
        `${PATHS.verify}?referenceNumber=${encodeURIComponent(referenceNumber)}`,
        datasetError,
        undefined,
        accessToken,
      ),
    upload: (accessToken: string, body: CollectorUploadRequest, keepalive: boolean) =>
      request(PATHS.upload, datasetError, body, accessToken, keepalive && body.data.length < 60_000),
    /** The URL a beacon posts to: `sendBeacon` cannot set headers, so the token rides in the query. */
    beaconUrl: (accessToken: string) =>
      `${base}${PATHS.upload}?access_token=${encodeURIComponent(accessToken)}`,
  };
}

export type Transport = ReturnType<typeof createTransport>;
