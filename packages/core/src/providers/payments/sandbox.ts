import { createHash } from 'node:crypto';
import { makeClabe } from '@lender/clabe';
import type { PaymentProvider } from './port';

/** Card numbers the sandbox declines (its documented test card, like the providers' own). */
export const SANDBOX_DECLINED_CARD_LAST4 = '0002';

/**
 * The sandbox payment adapter: offline, deterministic. Tokens are hashes of the card (never the
 * number), a card ending in `0002` is declined, barcodes and CLABE references derive from our
 * reference. Payments are confirmed later through the signed callback, like the real provider.
 */
export function sandboxPayments(): PaymentProvider {
  return {
    name: 'sandbox-payments',
    sandbox: true,
    async tokenizeCard(card) {
      const token = `tok_${createHash('sha256').update(`sandbox-card:${card.number}`).digest('hex').slice(0, 24)}_${card.number.slice(-4)}`;
      const brand = card.number.startsWith('4')
        ? 'visa'
        : card.number.startsWith('5')
          ? 'mastercard'
          : 'card';
      return { token, brand };
    },
    async charge(request) {
      return { accepted: !request.token.endsWith(SANDBOX_DECLINED_CARD_LAST4) };
    },
    async createReference(request) {
      if (request.channel === 'clabe') {
        // STP (646), Mexico City plaza (180): a CLABE whose account number is the payment sequence.
        return { barcode: null, clabe: makeClabe(646, 180, 9_000_000_000 + request.sequence) };
      }
      const digits = createHash('sha256')
        .update(request.reference)
        .digest('hex')
        .replace(/[a-f]/g, '')
        .padEnd(8, '0')
        .slice(0, 8);
      return { barcode: `1010${String(request.amount).padStart(10, '0')}${digits}`, clabe: null };
    },
  };
}
