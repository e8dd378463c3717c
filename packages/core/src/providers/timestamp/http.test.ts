import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { certificatesFromPem, httpTimestamp, timestampRequest } from './http';
import { createSandboxAuthority, issueToken, OID, type SandboxAuthority } from './sandbox';
import { verifyTimestampToken } from './verify';

// A local RFC 3161 authority over HTTP: it reads the TimeStampReq the adapter posts and answers a
// TimeStampResp with a token of the sandbox authority (or what a test makes it answer instead).

const sha = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
const der = (authority: SandboxAuthority) => new Uint8Array(authority.certificate.toSchema().toBER(false));

type Behaviour = 'grant' | 'reject' | 'other-hash' | 'other-nonce' | 'http-500' | 'html' | 'garbage' | 'slow';

let server: Server;
let url: string;
let tsa: SandboxAuthority;
let ca: SandboxAuthority;
let issuedByCa: SandboxAuthority;
let behaviour: Behaviour;
let signer: () => SandboxAuthority;
let seen: { contentType?: string; authorization?: string; request?: pkijs.TimeStampReq };

async function body(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function reply(status: pkijs.PKIStatus, token?: Uint8Array, text?: string): Uint8Array {
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({
      status,
      ...(text && { statusStrings: [new asn1js.Utf8String({ value: text })] }),
    }),
    ...(token && { timeStampToken: pkijs.ContentInfo.fromBER(token.slice().buffer) }),
  });
  return new Uint8Array(response.toSchema().toBER(false));
}

beforeAll(async () => {
  const now = new Date('2026-11-26T18:00:00Z');
  tsa = await createSandboxAuthority(now);
  ca = await createSandboxAuthority(now, undefined, 'Test root CA');
  issuedByCa = await createSandboxAuthority(now, ca, 'Test PSC TSA');
  server = createServer(async (request, response) => {
    const bytes = await body(request);
    const asked = pkijs.TimeStampReq.fromBER(bytes.slice().buffer);
    seen = {
      contentType: request.headers['content-type'],
      authorization: request.headers.authorization,
      request: asked,
    };
    const imprint = new Uint8Array(asked.messageImprint.hashedMessage.valueBlock.valueHexView);
    const nonce = asked.nonce ? new Uint8Array(asked.nonce.valueBlock.valueHexView) : undefined;
    const send = (status: number, type: string, payload: Uint8Array | string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(payload);
    };
    const token = (hash: Uint8Array, withNonce = nonce) =>
      issueToken(signer(), hash, new Date('2026-11-26T18:00:01Z'), 7, {
        ...(withNonce && { nonce: withNonce }),
        ...(asked.reqPolicy && { policy: asked.reqPolicy }),
      });
    if (behaviour === 'http-500') return send(500, 'text/plain', 'down');
    if (behaviour === 'html') return send(200, 'text/html', '<html>login</html>');
    if (behaviour === 'garbage') return send(200, 'application/timestamp-reply', new Uint8Array([1, 2, 3]));
    if (behaviour === 'slow') return setTimeout(() => send(500, 'text/plain', 'late'), 2000);
    if (behaviour === 'reject')
      return send(200, 'application/timestamp-reply', reply(pkijs.PKIStatus.rejection, undefined, 'badAlg'));
    const hash = behaviour === 'other-hash' ? sha('otro documento') : imprint;
    const answeredNonce = behaviour === 'other-nonce' ? new Uint8Array([1, 2, 3, 4]) : nonce;
    const { token: granted } = await token(hash, answeredNonce);
    send(200, 'application/timestamp-reply', reply(pkijs.PKIStatus.granted, granted));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  behaviour = 'grant';
  signer = () => tsa;
  seen = {};
});

describe('an RFC 3161 authority over HTTP', () => {
  it('posts a TimeStampReq with the hash, a nonce and certReq, and returns the token it grants', async () => {
    const port = httpTimestamp({ url, authority: 'psc-test', username: 'lender', password: 's3cret' });
    const stamped = await port.stamp(sha('contrato'));
    expect(seen.contentType).toBe('application/timestamp-query');
    expect(seen.authorization).toBe(`Basic ${Buffer.from('lender:s3cret').toString('base64')}`);
    expect(seen.request?.certReq).toBe(true);
    expect(seen.request?.nonce).toBeDefined();
    expect(new Uint8Array(seen.request?.messageImprint.hashedMessage.valueBlock.valueHexView ?? [])).toEqual(
      sha('contrato'),
    );
    expect(stamped).toMatchObject({ authority: 'psc-test', serialNumber: '07' });
    expect(stamped.genTime.toISOString()).toBe('2026-11-26T18:00:01.000Z');
    expect((await verifyTimestampToken(stamped.token, sha('contrato'), [der(tsa)])).valid).toBe(true);
  });

  it('asks for a policy and a bearer token when configured, and names the host when no name is given', async () => {
    const port = httpTimestamp({ url, bearerToken: 'tok', policy: '1.3.6.1.4.1.32473.50.9' });
    const stamped = await port.stamp(sha('contrato'));
    expect(seen.authorization).toBe('Bearer tok');
    expect(seen.request?.reqPolicy).toBe('1.3.6.1.4.1.32473.50.9');
    expect(stamped.authority).toBe(new URL(url).host);
  });

  it('accepts a token signed by a trust anchor or by a certificate the anchor issued', async () => {
    expect(httpTimestamp({ url, trustAnchors: [der(tsa)] }).trustAnchors).toHaveLength(1);
    await expect(httpTimestamp({ url, trustAnchors: [der(tsa)] }).stamp(sha('a'))).resolves.toBeDefined();
    signer = () => issuedByCa;
    const stamped = await httpTimestamp({ url, trustAnchors: [der(ca)] }).stamp(sha('b'));
    const check = await verifyTimestampToken(stamped.token, sha('b'), [der(ca)]);
    expect(check).toMatchObject({ valid: true, trusted: true, authorityName: 'Test PSC TSA' });
  });

  it('refuses a token from an authority that is not a trust anchor', async () => {
    const other = await createSandboxAuthority(new Date(), undefined, 'Someone else');
    await expect(httpTimestamp({ url, trustAnchors: [der(other)] }).stamp(sha('c'))).rejects.toThrow(
      /not a trusted authority/,
    );
  });

  it.each([
    ['reject', /refused: rejection \(badAlg\)/],
    ['other-hash', /over another hash/],
    ['other-nonce', /not for this request \(nonce\)/],
    ['http-500', /HTTP 500/],
    ['html', /answered text\/html/],
    ['garbage', /not a TimeStampResp/],
  ] as const)('answers %s with a ProviderError naming what was wrong', async (what, message) => {
    behaviour = what;
    const stamping = httpTimestamp({ url, authority: 'psc-test', password: 'never-shown' }).stamp(sha('d'));
    await expect(stamping).rejects.toBeInstanceOf(ProviderError);
    await expect(stamping).rejects.toThrow(message);
    await expect(stamping).rejects.not.toThrow(/never-shown/);
  });

  it('gives up after its timeout', async () => {
    behaviour = 'slow';
    await expect(httpTimestamp({ url, timeoutMs: 100 }).stamp(sha('e'))).rejects.toThrow(/no answer/);
  });

  it('refuses a digest that is not 32 bytes before calling anyone', async () => {
    await expect(httpTimestamp({ url }).stamp(new Uint8Array(20))).rejects.toThrow(RangeError);
    expect(seen.request).toBeUndefined();
  });

  it('builds a request openssl and authorities read: version 1, SHA-256 imprint', () => {
    const request = pkijs.TimeStampReq.fromBER(
      timestampRequest(sha('f'), new Uint8Array([9]), OID.sandboxPolicy).slice().buffer,
    );
    expect(request.version).toBe(1);
    expect(request.messageImprint.hashAlgorithm.algorithmId).toBe(OID.sha256);
    expect(request.reqPolicy).toBe(OID.sandboxPolicy);
  });
});

describe('certificatesFromPem', () => {
  it('reads every certificate of a bundle, and none from other text', () => {
    const pem = [tsa, ca]
      .map((authority) => {
        const base64 = Buffer.from(der(authority)).toString('base64').replace(/.{64}/g, '$&\n');
        return `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`;
      })
      .join('');
    expect(certificatesFromPem(pem)).toEqual([der(tsa), der(ca)]);
    expect(certificatesFromPem('not a certificate')).toEqual([]);
  });
});
