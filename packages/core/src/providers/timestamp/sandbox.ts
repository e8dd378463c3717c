import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { Clock } from '../../clock';
import type { TimestampPort, TimestampToken } from './port';

/** The Web Crypto object pkijs's engine takes (Node's `webcrypto`; core's types have no DOM lib). */
type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];

// The sandbox time-stamping authority (issue 50, ADR in docs/decisions): a local RFC 3161 authority
// whose RSA key and self-signed certificate (extended key usage timeStamping, critical, as RFC 3161
// §2.3 asks) are made at first use and live only in this process's memory — no private key is ever
// written to disk or committed. Its tokens are real RFC 3161 tokens (`openssl ts -verify` reads
// them with its certificate as the CA); they prove nothing to a court: the real adapter is an
// authorised provider's (PSC).

const crypto = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto });
pkijs.setEngine('node', crypto);

/** OIDs of RFC 3161 and RFC 5280. */
export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  signedData: '1.2.840.113549.1.7.2',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  extKeyUsage: '2.5.29.37',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  /** The sandbox's own policy arc (an example OID under the documentation arc of RFC 5612). */
  sandboxPolicy: '1.3.6.1.4.1.32473.50.1',
} as const;

/** The sandbox authority's key pair and certificate. */
export interface SandboxAuthority {
  readonly certificate: pkijs.Certificate;
  readonly privateKey: webcrypto.CryptoKey;
}

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/**
 * A new test authority: an RSA key and a certificate valid `years` (10) from `now`, self-signed, or
 * issued by `issuer` (a test CA, for a chain as real authorities have).
 */
export async function createSandboxAuthority(
  now: Date = new Date(),
  issuer?: SandboxAuthority,
  commonName = 'Sandbox TSA (test only, no legal validity)',
  years = 10,
): Promise<SandboxAuthority> {
  const keys = (await webcrypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as webcrypto.CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ value: Math.floor(now.getTime() / 1000) });
  const name = [
    new pkijs.AttributeTypeAndValue({
      type: OID.commonName,
      value: new asn1js.Utf8String({ value: commonName }),
    }),
    new pkijs.AttributeTypeAndValue({
      type: OID.organization,
      value: new asn1js.Utf8String({ value: 'Lender sandbox' }),
    }),
  ];
  certificate.issuer.typesAndValues.push(...(issuer?.certificate.subject.typesAndValues ?? name));
  certificate.subject.typesAndValues.push(...name);
  certificate.notBefore.value = new Date(now.getTime() - 60_000);
  certificate.notAfter.value = new Date(now.getTime() + years * 365 * 24 * 60 * 60 * 1000);
  certificate.extensions = [
    new pkijs.Extension({
      extnID: OID.extKeyUsage,
      critical: true,
      extnValue: new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] }).toSchema().toBER(false),
      parsedValue: new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] }),
    }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, crypto);
  await certificate.sign(issuer?.privateKey ?? keys.privateKey, 'SHA-256', crypto);
  return { certificate, privateKey: keys.privateKey };
}

/**
 * A token over `sha256` at `genTime`, signed by `authority`; with a request's `nonce` (the DER
 * integer's bytes) and `policy` when the requester asked for them, as an authority answers.
 */
export async function issueToken(
  authority: SandboxAuthority,
  sha256: Uint8Array,
  genTime: Date,
  serial: number,
  asked: { readonly nonce?: Uint8Array; readonly policy?: string } = {},
): Promise<TimestampToken> {
  if (sha256.length !== 32) throw new RangeError('a SHA-256 digest is 32 bytes');
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: asked.policy ?? OID.sandboxPolicy,
    ...(asked.nonce && { nonce: new asn1js.Integer({ valueHex: toArrayBuffer(asked.nonce) }) }),
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(sha256) }),
    }),
    serialNumber: new asn1js.Integer({ value: serial }),
    genTime,
    ordering: false,
  });
  const content = tstInfo.toSchema().toBER(false);
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.tstInfo,
      eContent: new asn1js.OctetString({ valueHex: content }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: authority.certificate.issuer,
          serialNumber: authority.certificate.serialNumber,
        }),
      }),
    ],
    certificates: [authority.certificate],
  });
  // Signed attributes (content type, message digest, the signing certificate) as RFC 3161 asks.
  const digest = await webcrypto.subtle.digest('SHA-256', content);
  const certHash = await webcrypto.subtle.digest('SHA-256', authority.certificate.toSchema().toBER(false));
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  signerInfo.signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({
        type: '1.2.840.113549.1.9.3',
        values: [new asn1js.ObjectIdentifier({ value: OID.tstInfo })],
      }),
      new pkijs.Attribute({
        type: '1.2.840.113549.1.9.4',
        values: [new asn1js.OctetString({ valueHex: digest })],
      }),
      new pkijs.Attribute({
        type: '1.2.840.113549.1.9.16.2.47', // id-aa-signingCertificateV2 (RFC 5035)
        values: [
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({
                value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })],
              }),
            ],
          }),
        ],
      }),
    ],
  });
  await signedData.sign(authority.privateKey, 0, 'SHA-256', undefined, crypto);
  const token = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return {
    token: new Uint8Array(token.toSchema().toBER(false)),
    genTime,
    serialNumber: serial.toString(16),
    authority: 'sandbox',
  };
}

let processAuthority: Promise<SandboxAuthority> | undefined;
/**
 * The process's one sandbox authority, made at first use (an RSA key takes a noticeable moment):
 * what every core without a `TimestampPort` stamps with. Its certificate is valid from 2000 to 2047
 * (an X.509 UTCTime ends in 2049), so any platform clock a core is given falls inside it.
 */
export function processSandboxAuthority(): Promise<SandboxAuthority> {
  processAuthority ??= createSandboxAuthority(new Date('2000-01-01T00:00:00Z'), undefined, undefined, 48);
  return processAuthority;
}

/**
 * The sandbox adapter: tokens stamped with the core's clock (the sandbox's platform time), by
 * `authority` (the process's one, {@link processSandboxAuthority}) or, without it, by an authority
 * of its own made at first use.
 */
export function sandboxTimestamp(
  options: { clock?: Clock; authority?: () => Promise<SandboxAuthority> } = {},
): TimestampPort & {
  /** The authority's certificate (DER), for a verifier that trusts it. */
  certificate(): Promise<Uint8Array>;
} {
  let authority: Promise<SandboxAuthority> | undefined;
  let serial = 0;
  const now = () => options.clock?.now() ?? new Date();
  const ready = () => {
    authority ??= options.authority?.() ?? createSandboxAuthority(now());
    return authority;
  };
  return {
    authority: 'sandbox',
    async stamp(sha256) {
      serial += 1;
      // Whole seconds: a GeneralizedTime without fractions, as most authorities answer.
      const genTime = new Date(Math.floor(now().getTime() / 1000) * 1000);
      return issueToken(await ready(), sha256, genTime, Date.now() * 1000 + serial);
    },
    async certificate() {
      return new Uint8Array((await ready()).certificate.toSchema().toBER(false));
    },
  };
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
