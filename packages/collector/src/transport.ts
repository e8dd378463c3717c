import { CollectorError, datasetError, loginError } from './errors';
import type { CollectorTokenResponse, CollectorUploadRequest } from './types';

/** The collector's host paths (refresh is our ingest's addition). */
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

type Body = Record<string, unknown> | null;

/** The three calls, with the collector's errors. */
export function createTransport(baseUrl: string, fetcher: CollectorFetch) {
  const base = baseUrl.replace(/\/+$/, '');
  /** One call; a failure becomes the collector error for a login (`toError` = loginError) or dataset call. */
  const request = async (
    path: string,
    toError: typeof loginError,
    body?: unknown,
    accessToken?: string,
    keepalive?: boolean,
  ): Promise<Body> => {
    let response: CollectorResponse;
    try {
      response = await fetcher(base + path, {
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
    } catch (cause) {
      // Offline, DNS, CORS refused.
      throw new CollectorError(undefined, { cause });
    }
    const { status } = response;
    // An answer that is not JSON (a proxy's HTML page) reads as an empty object.
    const answer = Object(await response.json().catch(() => null)) as Record<string, unknown>;
    if (status > 299 || status < 200) {
      const title = String(answer.title ?? '');
      throw toError(status, title, String(answer.detail ?? title));
    }
    return answer;
  };
  return {
    base,
    async login(authKey: string): Promise<StoredToken> {
      const token = (await request(PATHS.login, loginError, { authKey })) as Partial<CollectorTokenResponse>;
      const expires = Date.parse(String(token.expires));
      if (typeof token.access_token !== 'string' || !(expires > 0)) throw new CollectorError();
      return { accessToken: token.access_token, refreshToken: String(token.refresh_token), expires };
    },
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
