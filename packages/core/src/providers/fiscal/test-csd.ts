// The sandbox adapter's test CSD, made in memory (issue 51): an RSA key and an X.509 certificate
// shaped like those SAT issues to a taxpayer — the RFC in x500UniqueIdentifier (2.5.4.45), the CURP in serialNumber
// (2.5.4.5), the name in name (2.5.4.41), a branch (OU, which makes it a CSD and not a FIEL) and a
// 20-digit certificate number written in ASCII as the serial — but signed by itself, not by SAT.
// The key exists only in this process's memory (never written or committed), encrypted as a `.key`
// file is (PKCS#8, a password), so the sandbox reads it the way the real adapter reads a CSD. It is
// sandbox material, not a test helper: the sandbox adapter seals with it at run time, and the API
// refuses the sandbox in production (`productionFiscalProblems`, apps/api/src/fiscal-env.ts); the
// real adapter (`pac.ts`) takes the lender's CSD from its options.
import { createPrivateKey, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { CsdFiles } from './csd';

type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
const engine = new pkijs.CryptoEngine({ name: 'node-fiscal', crypto: webcrypto as unknown as EngineCrypto });

/** SAT's test taxpayer (its public test CSDs are issued to this RFC); sandbox material only. */
export const TEST_TAXPAYER = {
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  legalRepresentative: { rfc: 'XIQB891116QE4', curp: 'XIQB891116MGRMZR05' },
} as const;

export interface TestCsdOptions {
  readonly rfc: string;
  readonly name: string;
  /** 20 digits, as SAT numbers its certificates. */
  readonly certificateNumber: string;
  /** Whose the certificate says it is (for the test PAC: `SAT`'s). */
  readonly issuer?: string;
  readonly now?: Date;
}

const OID = {
  commonName: '2.5.4.3',
  name: '2.5.4.41',
  organization: '2.5.4.10',
  unit: '2.5.4.11',
  country: '2.5.4.6',
  uniqueIdentifier: '2.5.4.45',
  serialNumber: '2.5.4.5',
  keyUsage: '2.5.29.15',
} as const;

const attribute = (type: string, value: string, printable = false) =>
  new pkijs.AttributeTypeAndValue({
    type,
    value: printable ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
  });

/** A new test CSD: a 2048-bit RSA key and a certificate valid four years from `now`. */
export async function createTestCsd(options: TestCsdOptions): Promise<CsdFiles> {
  if (!/^\d{20}$/.test(options.certificateNumber)) throw new RangeError('a certificate number has 20 digits');
  const now = options.now ?? new Date();
  const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
  const keys = (await webcrypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as webcrypto.CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({
    valueHex: new TextEncoder().encode(options.certificateNumber).buffer as ArrayBuffer,
  });
  certificate.issuer.typesAndValues.push(
    attribute(OID.commonName, options.issuer ?? 'AC DE PRUEBAS SANDBOX'),
    attribute(OID.organization, 'SANDBOX TEST ONLY'),
  );
  certificate.subject.typesAndValues.push(
    attribute(OID.commonName, options.name),
    attribute(OID.name, options.name),
    attribute(OID.organization, options.name),
    attribute(OID.country, 'MX', true),
    attribute(OID.uniqueIdentifier, `${options.rfc} / ${TEST_TAXPAYER.legalRepresentative.rfc}`),
    attribute(OID.serialNumber, ` / ${TEST_TAXPAYER.legalRepresentative.curp}`),
    attribute(OID.unit, 'SANDBOX'),
  );
  certificate.notBefore.value = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  certificate.notAfter.value = new Date(now.getTime() + 4 * 365 * 24 * 60 * 60 * 1000);
  // Digital signature and non-repudiation, as SAT's CSDs say (critical).
  const usage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 });
  certificate.extensions = [
    new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: usage.toBER(false) }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, engine);
  await certificate.sign(keys.privateKey, 'SHA-256', engine);
  const password = randomBytes(12).toString('base64url');
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({
    format: 'der',
    type: 'pkcs8',
    cipher: 'des-ede3-cbc',
    passphrase: password,
  });
  return {
    certificate: new Uint8Array(certificate.toSchema().toBER(false)),
    key: new Uint8Array(key),
    password,
  };
}
