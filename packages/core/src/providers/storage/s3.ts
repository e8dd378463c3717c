import { assertStorageKey, type DocumentStorage } from './port';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signV4 } from './sigv4';

/** Settings of the S3-compatible storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…). */
export interface S3StorageOptions {
  /** Endpoint URL, e.g. `https://s3.us-east-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  /** @default 'us-east-1' */
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** Prefix added before every key (no leading or trailing slash). */
  prefix?: string;
  /**
   * Path-style URLs (`endpoint/bucket/key`), which every S3-compatible server accepts; virtual-host
   * style (`bucket.endpoint/key`) otherwise.
   * @default true
   */
  forcePathStyle?: boolean;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default () => new Date() */
  now?: () => Date;
}

/** The S3 server answered with an unexpected status. */
export class S3StorageError extends Error {
  constructor(
    readonly status: number,
    readonly operation: string,
  ) {
    super(`S3 ${operation} failed with status ${status}`);
    this.name = 'S3StorageError';
  }
}

/**
 * Documents in an S3-compatible bucket through plain `fetch` and SigV4 signing (no SDK,
 * ADR 221). Objects are written with `x-amz-server-side-encryption: AES256` unless the endpoint is
 * plain HTTP (a local MinIO in development).
 */
export function s3Storage(options: S3StorageOptions): DocumentStorage {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const region = options.region ?? 'us-east-1';
  const endpoint = new URL(options.endpoint);
  const pathStyle = options.forcePathStyle ?? true;
  const prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';

  const urlOf = (key: string): URL => {
    assertStorageKey(key);
    const objectPath = `${prefix}${key}`;
    const base = endpoint.pathname.replace(/\/+$/, '');
    if (pathStyle)
      return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${options.bucket}/${objectPath}`);
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${objectPath}`);
  };

  const send = async (
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Uint8Array,
    extra: Record<string, string> = {},
  ): Promise<Response> => {
    const url = urlOf(key);
    const headers = signV4({
      method,
      url,
      headers: extra,
      payloadSha256: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      region,
      service: 's3',
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      ...(options.sessionToken !== undefined && { sessionToken: options.sessionToken }),
      now: now(),
    });
    // `host` is set by fetch itself from the URL.
    const { host: _host, ...sent } = headers;
    // The bytes a document store is handed are never shared memory: a plain ArrayBuffer's view.
    return doFetch(url, { method, headers: sent, ...(body && { body: body as Uint8Array<ArrayBuffer> }) });
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const extra: Record<string, string> = { 'content-type': contentType };
      if (endpoint.protocol === 'https:') extra['x-amz-server-side-encryption'] = 'AES256';
      const response = await send('PUT', key, bytes, extra);
      await response.arrayBuffer();
      if (!response.ok) throw new S3StorageError(response.status, 'PutObject');
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) {
        await response.arrayBuffer();
        throw new S3StorageError(response.status, 'GetObject');
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.arrayBuffer();
      if (!response.ok && response.status !== 404) throw new S3StorageError(response.status, 'DeleteObject');
    },
  };
}
