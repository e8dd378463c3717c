import { generateKeyPair } from 'node:crypto';
import { formatMoney } from '@lender/i18n';
import { t } from '../../i18n';
import { renderPdf } from '../../pdf/render-pdf';
import { mexicoCityInstant } from './mexico-city';
import type { CepPort, CepQuery, CepTransfer } from './port';
import { type CepSigner, sealedCepXml } from './seal';
import { type CepProof, parseCepXml } from './xml';

/** A clave de rastreo starting with this is unknown to the sandbox, as a transfer Banxico never settled. */
export const SANDBOX_CEP_UNKNOWN_PREFIX = 'NOCEP';

/** The certificate number of the sandbox's own key, when no signer is given. */
export const SANDBOX_CEP_CERTIFICATE_NUMBER = '00000000000000000000';

export interface SandboxCepOptions {
  /**
   * What seals the sandbox's CEPs (tests: `createTestCepAuthority` of `testing/cep-fixtures.ts`, whose
   * certificate then verifies them). Without it, a key made once in this process's memory seals them,
   * so every CEP has Banxico's shape; no certificate vouches for that key.
   */
  readonly signer?: CepSigner;
}

let ownSigner: Promise<CepSigner> | undefined;

/** The sandbox's own key, made on first use (never written anywhere). */
function sandboxSigner(): Promise<CepSigner> {
  ownSigner ??= new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, privateKey) =>
      error ? reject(error) : resolve({ privateKey, certificateNumber: SANDBOX_CEP_CERTIFICATE_NUMBER }),
    ),
  );
  return ownSigner;
}

/**
 * The offline CEP adapter: every transfer is settled as asked (same amount, accounts and day, at
 * noon Mexico City) unless its clave de rastreo starts with {@link SANDBOX_CEP_UNKNOWN_PREFIX}. Its
 * CEP is sealed as Banxico seals one (RSA over the original string, ADR 323), by `options.signer`.
 */
export function sandboxCep(options: SandboxCepOptions = {}): CepPort {
  return {
    name: 'sandbox-cep',
    sandbox: true,
    async validate(query: CepQuery): Promise<CepTransfer | null> {
      if (query.trackingKey.toUpperCase().startsWith(SANDBOX_CEP_UNKNOWN_PREFIX)) return null;
      const settledAt = mexicoCityInstant(query.date, '12:00:00');
      if (!settledAt) throw new RangeError(`not an operation date: ${query.date}`);
      const unsealed = {
        trackingKey: query.trackingKey,
        settledAt,
        amount: query.amount,
        sender: {
          name: 'ORDENANTE SANDBOX',
          account: '000000000000000000',
          bank: query.senderBank,
          rfc: 'XAXX010101000',
        },
        beneficiary: {
          name: 'LENDER SANDBOX',
          account: query.beneficiaryAccount,
          bank: query.receiverBank,
          rfc: 'XAXX010101000',
        },
        concept: 'PAGO',
      };
      const signer = options.signer ?? (await sandboxSigner());
      const xml = sealedCepXml(unsealed, { speiKey: query.receiverBank }, signer);
      // Read back from the XML, as the real adapter reads Banxico's: the proof is what the file says.
      const transfer = parseCepXml(xml);
      return { ...transfer, xml: new TextEncoder().encode(xml), pdf: await sandboxPdf(transfer) };
    },
  };
}

/** The sandbox's stand-in for the PDF Banxico issues: the proof's data, marked as a test document. */
function sandboxPdf(transfer: CepProof): Promise<Uint8Array> {
  return renderPdf({
    title: t('documents:receipt.cep.title'),
    watermark: t('documents:receipt.cep.sandbox'),
    author: 'sandbox-cep',
    createdAt: transfer.settledAt,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [t('documents:receipt.cep.trackingKey'), transfer.trackingKey],
          [t('documents:receipt.cep.settledAt'), transfer.settledAt.toISOString()],
          [t('documents:receipt.cep.amount'), formatMoney(transfer.amount)],
          [t('documents:receipt.cep.senderBank'), transfer.sender.bank],
          [t('documents:receipt.cep.receiverBank'), transfer.beneficiary.bank],
          [t('documents:receipt.cep.beneficiaryAccount'), transfer.beneficiary.account],
          [t('documents:receipt.cep.seal'), transfer.seal],
        ],
      },
    ],
  });
}
