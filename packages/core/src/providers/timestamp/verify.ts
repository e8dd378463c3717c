import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './sandbox';

/** The Web Crypto object pkijs's engine takes (Node's `webcrypto`; core's types have no DOM lib). */
type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];

/** What a check of an RFC 3161 token found; `valid` only when every part holds. */
export interface TimestampCheck {
  readonly valid: boolean;
  /** The authority's signature over the token verifies with the certificate it carries. */
  readonly signatureValid: boolean;
  /** The token is over this very hash (its message imprint, SHA-256). */
  readonly imprintMatches: boolean;
  /** The signer's certificate is for time-stamping (extended key usage, RFC 3161 §2.3). */
  readonly timeStampingCertificate: boolean;
  /** The signer is one of the trusted authorities given, or issued by one of them (`null` when none was given). */
  readonly trusted: boolean | null;
  readonly genTime: Date | null;
  readonly serialNumber: string | null;
  /** The signer certificate's common name. */
  readonly authorityName: string | null;
  /** Why it failed, in English (a log's words; screens show the flags in words). */
  readonly problem: string | null;
}

/** id-data (RFC 5652). */
const ID_DATA = '1.2.840.113549.1.7.1';

const crypto = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto });

/**
 * Checks a time-stamp token (DER `ContentInfo`) against the SHA-256 it should cover: the CMS
 * signature, the message imprint, the signer's time-stamping certificate and, with
 * `trustedCertificates`, that the signer is one of them. Never throws on a bad token.
 */
export async function verifyTimestampToken(
  token: Uint8Array,
  sha256: Uint8Array,
  trustedCertificates: readonly Uint8Array[] = [],
): Promise<TimestampCheck> {
  const failed = (problem: string): TimestampCheck => ({
    valid: false,
    signatureValid: false,
    imprintMatches: false,
    timeStampingCertificate: false,
    trusted: trustedCertificates.length > 0 ? false : null,
    genTime: null,
    serialNumber: null,
    authorityName: null,
    problem,
  });
  try {
    const parsed = asn1js.fromBER(toArrayBuffer(token));
    if (parsed.offset === -1) return failed('the token is not DER');
    const info = new pkijs.ContentInfo({ schema: parsed.result });
    if (info.contentType !== OID.signedData) return failed('the token is not CMS SignedData');
    const signedData = new pkijs.SignedData({ schema: info.content });
    const { encapContentInfo } = signedData;
    if (encapContentInfo.eContentType !== OID.tstInfo || !encapContentInfo.eContent) {
      return failed('the token does not hold a TSTInfo');
    }
    const tstInfo = pkijs.TSTInfo.fromBER(encapContentInfo.eContent.getValue());
    const imprint = new Uint8Array(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView);
    const imprintMatches =
      tstInfo.messageImprint.hashAlgorithm.algorithmId === OID.sha256 && equalBytes(imprint, sha256);
    const signer = (signedData.certificates ?? []).find(
      (certificate): certificate is pkijs.Certificate => certificate instanceof pkijs.Certificate,
    );
    const timeStampingCertificate = Boolean(
      signer?.extensions?.some(
        (extension) =>
          extension.extnID === OID.extKeyUsage &&
          extension.critical &&
          (extension.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes.includes(OID.timeStamping),
      ),
    );
    let signatureValid = false;
    try {
      // The CMS signature over the signed attributes, and their message digest over the TSTInfo.
      // (pkijs checks a TSTInfo's imprint against the document itself when the content type says
      // TSTInfo; the imprint is checked above against the hash, so the signature is checked as data.)
      const asData = new pkijs.SignedData({ schema: asn1js.fromBER(info.content.toBER(false)).result });
      asData.encapContentInfo.eContentType = ID_DATA;
      signatureValid = Boolean(await asData.verify({ signer: 0, checkChain: false }, crypto));
    } catch {
      signatureValid = false;
    }
    const trusted =
      trustedCertificates.length === 0
        ? null
        : Boolean(signer && (await signedByAnchor(signer, trustedCertificates)));
    const commonName = signer?.subject.typesAndValues.find((value) => value.type === OID.commonName);
    const valid = signatureValid && imprintMatches && timeStampingCertificate && trusted !== false;
    return {
      valid,
      signatureValid,
      imprintMatches,
      timeStampingCertificate,
      trusted,
      genTime: tstInfo.genTime,
      serialNumber: Buffer.from(tstInfo.serialNumber.valueBlock.valueHexView).toString('hex'),
      authorityName: commonName ? String(commonName.value.valueBlock.value) : null,
      problem: valid
        ? null
        : !signatureValid
          ? 'the signature does not verify'
          : !imprintMatches
            ? 'the token is over another hash'
            : !timeStampingCertificate
              ? 'the signer is not a time-stamping certificate'
              : 'the signer is not a trusted authority',
    };
  } catch (error) {
    return failed(`the token cannot be read: ${String(error)}`);
  }
}

/** The signer is one of the anchors, or was issued (and signed) by one of them. */
async function signedByAnchor(signer: pkijs.Certificate, anchors: readonly Uint8Array[]): Promise<boolean> {
  const signerDer = new Uint8Array(signer.toSchema().toBER(false));
  for (const der of anchors) {
    if (equalBytes(der, signerDer)) return true;
    try {
      const anchor = pkijs.Certificate.fromBER(toArrayBuffer(der));
      if (signer.issuer.isEqual(anchor.subject) && (await signer.verify(anchor, crypto))) return true;
    } catch {
      // Not a certificate, or one that did not sign the signer: the next anchor.
    }
  }
  return false;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
