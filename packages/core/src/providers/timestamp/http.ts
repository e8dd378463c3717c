import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ProviderError } from '../provider-error';
import type { TimestampPort, TimestampToken } from './port';
import { OID } from './sandbox';
import { verifyTimestampToken } from './verify';

// An authorised time-stamping authority over HTTP (RFC 3161 §3.4): the `TimeStampReq` DER posted
// as `application/timestamp-query`, the `TimeStampResp` answered as `application/timestamp-reply`.
// In Mexico the authority is a PSC accredited by the Secretaría de Economía for NOM-151 time-stamps;
// each publishes its URL, its policy OID and its certificates, and most ask for credentials.

/** How to reach an authority (the API builds it from `TIMESTAMP_*`, `apps/api/README.md`). */
export interface HttpTimestampOptions {
  /** The authority's RFC 3161 endpoint (https in production). */
  readonly url: string;
  /** Who stamps, as the evidence records it (default: the URL's host). */
  readonly authority?: string;
  /** HTTP basic credentials, when the authority asks for them. */
  readonly username?: string;
  readonly password?: string;
  /** A bearer token instead of basic credentials. */
  readonly bearerToken?: string;
  /** The policy OID to ask for (the authority's own when absent). */
  readonly policy?: string;
  /**
   * The authority's certificates (DER): its time-stamping certificate or the CA that issued it.
   * Every token answered must be signed by one of them; a contract's evidence is re-checked
   * against them. Empty: the token's own certificate is checked (signature, imprint, use) only.
   */
  readonly trustAnchors?: readonly Uint8Array[];
  /** Give up after this long (default 10 s); signing goes on and the evidence waits for a stamp. */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass none: Node's own). */
  readonly fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const STATUS_WORDS = ['granted', 'granted with modifications', 'rejection', 'waiting', 'revocation warning'];

/**
 * The real `TimestampPort`: asks the authority for a token over a SHA-256 with a fresh nonce and
 * the authority's certificate included, and accepts the answer only when it is granted, signed
 * (by a trust anchor, when given), over this very hash and with this nonce. Anything else is a
 * `ProviderError` naming what was wrong; nothing secret (credentials) is in its message.
 */
export function httpTimestamp(options: HttpTimestampOptions): TimestampPort {
  const url = new URL(options.url);
  const authority = options.authority ?? url.host;
  const send = options.fetch ?? fetch;
  const trustAnchors = options.trustAnchors ?? [];
  const fail = (message: string) => new ProviderError('timestamp', `${authority}: ${message}`);
  const headers: Record<string, string> = {
    'content-type': 'application/timestamp-query',
    accept: 'application/timestamp-reply',
  };
  if (options.bearerToken) headers.authorization = `Bearer ${options.bearerToken}`;
  else if (options.username !== undefined) {
    const pair = `${options.username}:${options.password ?? ''}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  }
  return {
    authority,
    ...(trustAnchors.length > 0 && { trustAnchors }),
    async stamp(sha256: Uint8Array): Promise<TimestampToken> {
      if (sha256.length !== 32) throw new RangeError('a SHA-256 digest is 32 bytes');
      // A positive 64-bit nonce (first bit clear so the DER integer needs no sign byte).
      const nonce = randomBytes(8);
      nonce[0] = (nonce[0] ?? 0) & 0x7f;
      const request = timestampRequest(sha256, new Uint8Array(nonce), options.policy);
      let answer: Response;
      try {
        answer = await send(url, {
          method: 'POST',
          headers,
          body: request,
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw fail(`no answer (${error instanceof Error ? error.name : 'error'})`);
      }
      if (!answer.ok) throw fail(`HTTP ${answer.status}`);
      const type = answer.headers.get('content-type') ?? '';
      if (!type.startsWith('application/timestamp-reply'))
        throw fail(`answered ${type || 'no content type'}`);
      const body = new Uint8Array(await answer.arrayBuffer());
      const token = grantedToken(body, fail);
      const tstInfo = tstInfoOf(token);
      const answeredNonce = tstInfo.nonce ? new Uint8Array(tstInfo.nonce.valueBlock.valueHexView) : null;
      if (!answeredNonce || !sameInteger(answeredNonce, nonce))
        throw fail('the token is not for this request (nonce)');
      if (options.policy && tstInfo.policy !== options.policy)
        throw fail(`the token's policy is ${tstInfo.policy}`);
      const check = await verifyTimestampToken(token, sha256, trustAnchors);
      if (!check.valid) throw fail(`the token does not verify: ${check.problem ?? 'unknown'}`);
      return {
        token,
        genTime: tstInfo.genTime,
        serialNumber: Buffer.from(tstInfo.serialNumber.valueBlock.valueHexView).toString('hex'),
        authority,
      };
    },
  };
}

/** The DER of a `TimeStampReq` over `sha256`, asking for the authority's certificate. */
export function timestampRequest(
  sha256: Uint8Array,
  nonce: Uint8Array,
  policy?: string,
): Uint8Array<ArrayBuffer> {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(sha256) }),
    }),
    nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
    ...(policy && { reqPolicy: policy }),
  });
  return new Uint8Array(request.toSchema().toBER(false));
}

/** The token of a granted `TimeStampResp`, or the authority's refusal in words. */
function grantedToken(body: Uint8Array, fail: (message: string) => ProviderError): Uint8Array {
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(toArrayBuffer(body));
  } catch {
    throw fail('the answer is not a TimeStampResp');
  }
  const { status } = response.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
    const said = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value).join('; ');
    throw fail(`refused: ${STATUS_WORDS[status] ?? `status ${status}`}${said ? ` (${said})` : ''}`);
  }
  if (!response.timeStampToken) throw fail('granted without a token');
  return new Uint8Array(response.timeStampToken.toSchema().toBER(false));
}

function tstInfoOf(token: Uint8Array): pkijs.TSTInfo {
  const info = pkijs.ContentInfo.fromBER(toArrayBuffer(token));
  const signedData = new pkijs.SignedData({ schema: info.content });
  const content = signedData.encapContentInfo.eContent;
  if (!content) throw new ProviderError('timestamp', 'the token holds no TSTInfo');
  return pkijs.TSTInfo.fromBER(content.getValue());
}

/** Two DER integers' bytes are the same number (a leading zero byte aside). */
function sameInteger(a: Uint8Array, b: Uint8Array): boolean {
  const trim = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    return bytes.subarray(start);
  };
  const x = trim(a);
  const y = trim(b);
  return x.length === y.length && x.every((byte, index) => byte === y[index]);
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The DER of each `CERTIFICATE` block of a PEM text (an authority's certificate bundle). */
export function certificatesFromPem(pem: string): Uint8Array[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => {
    const base64 = block.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
    return new Uint8Array(Buffer.from(base64, 'base64'));
  });
}
