import { createHash, createHmac } from 'node:crypto';

/** Hex SHA-256 of an empty payload, as S3 wants it in `x-amz-content-sha256`. */
export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** What {@link signV4} signs. */
export interface SigV4Request {
  method: string;
  /** Absolute URL; its path and query are canonicalised as AWS documents. */
  url: URL;
  /** Headers to sign besides `host` and `x-amz-date` (names in any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body ({@link sha256Hex}); {@link EMPTY_PAYLOAD_SHA256} when there is none. */
  payloadSha256: string;
  region: string;
  /** `s3` for object storage. */
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials' token, sent as `x-amz-security-token`. */
  sessionToken?: string;
  now: Date;
  /**
   * Add `x-amz-content-sha256` to the signed headers (S3 requires it).
   * @default service === 's3'
   */
  contentSha256Header?: boolean;
}

/** Hex SHA-256 of `data`. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it (`/` kept in paths). */
export function uriEncode(value: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(ch) || (keepSlash && ch === '/')) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams.entries()].map(
    ([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const,
  );
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/**
 * AWS Signature Version 4 for a request (the header form): returns the headers to send, with
 * `authorization`, `x-amz-date`, `host`, and `x-amz-content-sha256` for S3. Written on
 * `node:crypto` so that object storage needs no SDK (ADR 221); checked against AWS's published
 * test vectors.
 */
export function signV4(request: SigV4Request): Record<string, string> {
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host = request.url.host;
  headers['x-amz-date'] = amzDate;
  if (request.contentSha256Header ?? request.service === 's3') {
    headers['x-amz-content-sha256'] = request.payloadSha256;
  }
  if (request.sessionToken) headers['x-amz-security-token'] = request.sessionToken;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  // S3 does not normalise paths: each segment is encoded once, as sent.
  const path = request.url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment), false))
    .join('/');
  const canonicalRequest = [
    request.method.toUpperCase(),
    path || '/',
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadSha256,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${request.secretAccessKey}`, day);
  const kRegion = hmac(kDate, request.region);
  const kService = hmac(kRegion, request.service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
