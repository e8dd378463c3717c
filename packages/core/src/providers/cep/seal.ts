import { constants, type KeyObject, sign, verify, X509Certificate } from 'node:crypto';
import { ProviderError } from '../provider-error';
import {
  type CepElements,
  type CepIssue,
  type CepProof,
  cepElementsOf,
  cepProofOf,
  cepXml,
  readCepXml,
} from './xml';

// The CEP's seal (ADR 323). Banxico signs the CEP's original string — the `cadenaCDA` attribute
// up to its closing `||`, which the seal itself follows — with RSA PKCS#1 v1.5 over SHA-256 and the
// certificate numbered `numeroCertificado`. The string's fields (Banxico's CDA layout, as its
// published CEPs show it, 2019 and 2024 alike):
//   ||type|operation date DDMMYYYY|credit date|time HHMMSS|ClaveSPEI|sending bank|sender's name|
//     account type|sender's account|sender's RFC|receiving bank|beneficiary's name|account type|
//     beneficiary's account|beneficiary's RFC|concept|IVA|amount|…|certificate number||
// A signature over that string proves only the string, so what the XML's attributes say is
// checked against it field by field: an altered attribute fails as an altered signature does.
// The clave de rastreo is not in Banxico's string; the adapter binds it to the look-up instead.

/** A certificate as configuration gives it: PEM text (one or several), DER bytes, or Node's own. */
export type CepCertificateSource = string | Uint8Array | X509Certificate;

/** What signs the sandbox's CEPs: a private key and the number its certificate carries. */
export interface CepSigner {
  readonly privateKey: KeyObject;
  /** 20 digits, as Banxico numbers its certificates. */
  readonly certificateNumber: string;
}

const fail = (why: string) => new ProviderError('banxico-cep', `the CEP's seal does not hold: ${why}`);

const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a source; a PEM bundle gives all of them (Banxico's current and next). */
export function readCepCertificates(
  source: CepCertificateSource | readonly CepCertificateSource[],
): X509Certificate[] {
  const sources: readonly CepCertificateSource[] = Array.isArray(source)
    ? source
    : [source as CepCertificateSource];
  const read = (one: CepCertificateSource): X509Certificate[] => {
    if (one instanceof X509Certificate) return [one];
    const pem = typeof one === 'string' ? one : new TextDecoder().decode(one);
    if (pem.includes('-----BEGIN')) return (pem.match(PEM) ?? []).map((block) => new X509Certificate(block));
    return [new X509Certificate(typeof one === 'string' ? Buffer.from(one, 'base64') : Buffer.from(one))];
  };
  return sources.flatMap((one) => {
    try {
      return read(one);
    } catch (error) {
      throw new RangeError(`not an X.509 certificate: ${(error as Error).message}`);
    }
  });
}

/**
 * The number a CEP names its certificate by. Banxico's infrastructure (as SAT's, which follows it)
 * writes the 20 digits in ASCII as the X.509 serial; a serial that is not ASCII digits is read as
 * its decimal value.
 */
export function cepCertificateNumber(certificate: X509Certificate): string {
  const hex = certificate.serialNumber.replace(/^0+(?=..)/, '');
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  if (bytes.length > 0 && bytes.every((byte) => byte >= 0x30 && byte <= 0x39)) return bytes.toString('ascii');
  return BigInt(`0x${hex}`).toString(10);
}

/** DDMMYYYY of `YYYY-MM-DD`. */
const compactDate = (date: string) => date.split('-').reverse().join('');
const compactTime = (time: string) => time.replaceAll(':', '');

/** Each signed field the XML also states: its place in the string and how the XML says it. */
const SIGNED: ReadonlyArray<readonly [place: number, name: string, read: (e: CepElements) => string]> = [
  [1, 'FechaOperacion', (e) => compactDate(e.root.FechaOperacion ?? '')],
  [3, 'Hora', (e) => compactTime(e.root.Hora ?? '')],
  [4, 'ClaveSPEI', (e) => e.root.ClaveSPEI ?? ''],
  [5, 'Ordenante BancoEmisor', (e) => e.sender.BancoEmisor ?? ''],
  [6, 'Ordenante Nombre', (e) => e.sender.Nombre ?? ''],
  [7, 'Ordenante TipoCuenta', (e) => e.sender.TipoCuenta ?? ''],
  [8, 'Ordenante Cuenta', (e) => e.sender.Cuenta ?? ''],
  [9, 'Ordenante RFC', (e) => e.sender.RFC ?? ''],
  [10, 'Beneficiario BancoReceptor', (e) => e.beneficiary.BancoReceptor ?? ''],
  [11, 'Beneficiario Nombre', (e) => e.beneficiary.Nombre ?? ''],
  [12, 'Beneficiario TipoCuenta', (e) => e.beneficiary.TipoCuenta ?? ''],
  [13, 'Beneficiario Cuenta', (e) => e.beneficiary.Cuenta ?? ''],
  [14, 'Beneficiario RFC', (e) => e.beneficiary.RFC ?? ''],
  [15, 'Beneficiario Concepto', (e) => e.beneficiary.Concepto ?? ''],
  [16, 'Beneficiario IVA', (e) => e.beneficiary.IVA ?? ''],
  [17, 'Beneficiario MontoPago', (e) => e.beneficiary.MontoPago ?? ''],
];

/** The original string Banxico signs for a CEP's elements (the sandbox's, type 1: third party to third party). */
export function cepOriginalString(elements: CepElements): string {
  const fields: string[] = ['1', '', compactDate(elements.root.FechaOperacion ?? '')];
  for (const [place, , read] of SIGNED) fields[place] = read(elements);
  fields.push(elements.root.numeroCertificado ?? '');
  return `||${fields.join('|')}||`;
}

/** A CEP of `proof` sealed by `signer`, as Banxico issues it: its XML. */
export function sealedCepXml(
  proof: Omit<CepProof, 'seal'>,
  issue: Pick<CepIssue, 'speiKey'>,
  signer: CepSigner,
): string {
  const elements = cepElementsOf(proof, { ...issue, certificateNumber: signer.certificateNumber });
  const original = cepOriginalString(elements);
  const seal = sign('sha256', Buffer.from(original, 'utf8'), {
    key: signer.privateKey,
    padding: constants.RSA_PKCS1_PADDING,
  }).toString('base64');
  const { ClaveRastreo, ...root } = elements.root;
  return cepXml({
    ...elements,
    root: { ...root, sello: seal, cadenaCDA: `${original}${seal}`, ClaveRastreo: ClaveRastreo ?? '' },
  });
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks a CEP's seal against Banxico's certificates and answers what it proves; a `ProviderError`
 * (the port's error) when the XML is not a complete CEP, no certificate given is the one it names,
 * the CEP falls outside that certificate's validity, an attribute differs from the signed string,
 * or the signature is not that certificate's over that string.
 */
export function verifyCepSeal(
  xml: string | Uint8Array,
  certificate: CepCertificateSource | readonly CepCertificateSource[],
): CepProof {
  const elements = readCepXml(xml);
  const proof = cepProofOf(elements);
  const number = elements.root.numeroCertificado?.trim() ?? '';
  if (!/^\d{1,40}$/.test(number)) throw fail('it names no certificate number');
  const signer = readCepCertificates(certificate).find((c) => cepCertificateNumber(c) === number);
  if (!signer) throw fail(`certificate ${number} is not one of Banxico's configured certificates`);
  if (!(signer.publicKey.asymmetricKeyType === 'rsa')) throw fail(`certificate ${number} is not an RSA key`);
  const settled = proof.settledAt.getTime();
  if (settled < Date.parse(signer.validFrom) || settled > Date.parse(signer.validTo))
    throw fail(`certificate ${number} was not valid when the transfer was settled`);

  const chain = elements.root.cadenaCDA ?? '';
  const end = chain.lastIndexOf('||');
  if (!chain.startsWith('||') || end < 2) throw fail('it has no signed string (cadenaCDA)');
  const original = chain.slice(0, end + 2);
  const trailing = chain.slice(end + 2);
  if (trailing !== '' && trailing !== proof.seal) throw fail('the seal differs from the one in cadenaCDA');
  const fields = original.slice(2, -2).split('|');
  if (fields.at(-1) !== number) throw fail('the signed string names another certificate');
  for (const [place, name, read] of SIGNED) {
    if (fields[place] !== read(elements)) throw fail(`${name} differs from the signed string`);
  }

  if (!BASE64.test(proof.seal)) throw fail('the seal is not base64');
  const signature = Buffer.from(proof.seal, 'base64');
  const key = { key: signer.publicKey, padding: constants.RSA_PKCS1_PADDING };
  // UTF-8 is assumed; a string with accents or Ñ is also tried as ISO-8859-1, the other encoding
  // a Banxico system may sign — only when every character has one, so no two texts share bytes.
  const codes = Array.from(original, (char) => char.codePointAt(0) ?? 0);
  const latin1 = codes.some((code) => code > 0x7f) && codes.every((code) => code <= 0xff);
  const encodings: BufferEncoding[] = latin1 ? ['utf8', 'latin1'] : ['utf8'];
  if (!encodings.some((encoding) => verify('sha256', Buffer.from(original, encoding), key, signature)))
    throw fail(`the signature is not certificate ${number}'s over the signed string`);
  return proof;
}
