import { createHmac, timingSafeEqual } from 'node:crypto';

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
    /** A sandbox-mode loan's charge: refused before a real provider (`guardPayments`, ADR 209). */
    fake: boolean;
  }): Promise<{ accepted: boolean }>;
  /** A barcode for a store, or a CLABE for SPEI, that pays `reference`. */
  createReference(request: {
    channel: 'cash' | 'clabe';
    amount: number;
    reference: string;
    sequence: number;
    /** A sandbox-mode loan's reference: refused before a real provider (`guardPayments`, ADR 209). */
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
