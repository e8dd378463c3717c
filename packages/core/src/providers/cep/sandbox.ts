import { createHmac } from 'node:crypto';
import { formatMoney } from '@lender/i18n';
import { t } from '../../i18n';
import { renderPdf } from '../../pdf/render-pdf';
import type { CepPort, CepQuery, CepTransfer } from './port';
import { cepXml } from './xml';

/** A clave de rastreo starting with this is unknown to the sandbox, as a transfer Banxico never settled. */
export const SANDBOX_CEP_UNKNOWN_PREFIX = 'NOCEP';

/**
 * The offline CEP adapter: every transfer is settled as asked (same amount, accounts and day, at
 * noon Mexico City) unless its clave de rastreo starts with {@link SANDBOX_CEP_UNKNOWN_PREFIX}. The
 * seal is an HMAC of the query, so one transfer always has the same proof.
 */
export function sandboxCep(): CepPort {
  return {
    name: 'sandbox-cep',
    sandbox: true,
    async validate(query: CepQuery): Promise<CepTransfer | null> {
      if (query.trackingKey.toUpperCase().startsWith(SANDBOX_CEP_UNKNOWN_PREFIX)) return null;
      const seal = createHmac('sha256', 'sandbox-cep')
        .update(JSON.stringify([query.date, query.trackingKey, query.senderBank, query.amount]))
        .digest('base64');
      const transfer = {
        trackingKey: query.trackingKey,
        settledAt: new Date(`${query.date}T18:00:00Z`),
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
        seal,
      };
      return {
        ...transfer,
        xml: new TextEncoder().encode(cepXml(transfer)),
        pdf: await sandboxPdf(transfer),
      };
    },
  };
}

/** The sandbox's stand-in for the PDF Banxico issues: the proof's data, marked as a test document. */
function sandboxPdf(transfer: Omit<CepTransfer, 'xml' | 'pdf'>): Promise<Uint8Array> {
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
