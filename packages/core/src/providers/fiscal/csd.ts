// The issuer's CSD (Certificado de Sello Digital) read with @nodecfdi/credentials, and the seal of a
// Comprobante (Anexo 20): NoCertificado and Certificado written first, then the cadena original
// signed with SHA-256 and RSA, in base64, as Sello.
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { Credential } from '@nodecfdi/credentials/node';
import { cadenaOriginal } from './cadena-original';

/**
 * What a CSD is on disk: the `.cer` (DER), the `.key` (encrypted PKCS#8 DER) and its password. The
 * real adapter takes the lender's from its options (`FISCAL_CSD_*`); the sandbox makes a test one.
 */
export interface CsdFiles {
  readonly certificate: Uint8Array;
  readonly key: Uint8Array;
  readonly password: string;
}

/** A CSD ready to seal. */
export interface Csd {
  readonly credential: Credential;
  /** The RFC the certificate was issued to. */
  readonly rfc: string;
  /** NoCertificado: the certificate's serial as SAT writes it (20 digits). */
  readonly certificateNumber: string;
  /** Certificado: the certificate's DER in base64. */
  readonly certificateBase64: string;
  /** The `.key` opened once: Node's own RSA signs (the credential's is pure JavaScript, far slower). */
  readonly privateKey: KeyObject;
}

const binary = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary');

/** Reads a CSD (`.cer` DER, `.key` encrypted PKCS#8 DER, its password); refuses a FIEL or a pair that does not match. */
export function loadCsd(files: CsdFiles): Csd {
  const credential = Credential.create(binary(files.certificate), binary(files.key), files.password);
  if (!credential.isCsd())
    throw new Error('the certificate is a FIEL, not a CSD: CFDIs are sealed with a CSD');
  const certificate = credential.certificate();
  return {
    credential,
    rfc: credential.rfc(),
    certificateNumber: certificate.serialNumber().bytes(),
    certificateBase64: Buffer.from(files.certificate).toString('base64'),
    privateKey: createPrivateKey({
      key: Buffer.from(files.key),
      format: 'der',
      type: 'pkcs8',
      passphrase: files.password,
    }),
  };
}

/**
 * Signs UTF-8 `text` with the CSD's key (SHA-256 with RSA, PKCS #1 v1.5, as the credential signs):
 * the signature in base64.
 */
export function signText(csd: Csd, text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), csd.privateKey).toString('base64');
}

/** Seals `comprobante` in place with `csd`; answers its cadena original. */
export function sealComprobante(comprobante: XmlNodeInterface, csd: Csd): string {
  comprobante.addAttributes({ NoCertificado: csd.certificateNumber, Certificado: csd.certificateBase64 });
  const cadena = cadenaOriginal(comprobante);
  comprobante.setAttribute('Sello', signText(csd, cadena));
  return cadena;
}
