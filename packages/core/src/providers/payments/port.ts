import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { makeClabe } from '@lender/clabe';

/** A card as the provider keeps it: we only ever hold its token and last four digits. */
export interface TokenizedCard {
  token: string;
  brand: string;
}

/**
 * The payment port (OpenPay in production, architecture decision 9): card tokens and charges, and
 * references to pay cash at a store (barcode) or by SPEI (a CLABE reference). Every outcome reaches
 * us through the signed callback (`PaymentCallback`), never through the call's answer.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True only on an offline sandbox adapter; anything else is treated as a real provider. */
  readonly sandbox?: boolean;
  tokenizeCard(card: {
    number: string;
    expiryMonth: number;
    expiryYear: number;
    holderName: string;
  }): Promise<TokenizedCard>;
  /** Asks for a charge; `accepted: false` when the provider refuses it at once (declined card). */
  charge(request: {
    token: string;
    amount: number;
    reference: string;
    /** A sandbox-mode loan's charge: refused before a real provider (`guardPayments`, ADR 021). */
    fake: boolean;
  }): Promise<{ accepted: boolean }>;
  /** A barcode for a store, or a CLABE for SPEI, that pays `reference`. */
  createReference(request: {
    channel: 'cash' | 'clabe';
    amount: number;
    reference: string;
    sequence: number;
    /** A sandbox-mode loan's reference: refused before a real provider (`guardPayments`, ADR 021). */
    fake: boolean;
  }): Promise<{ barcode: string | null; clabe: string | null }>;
}

/** The header carrying the callback's signature: `sha256=<hex HMAC-SHA-256 of the raw body>`. */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

/** Signs a callback body with the shared secret. */
export function signPaymentCallback(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Checks a callback signature in constant time. */
export function verifyPaymentCallback(
  secret: string,
  rawBody: string,
  signature: string | null | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPaymentCallback(secret, rawBody));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

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
