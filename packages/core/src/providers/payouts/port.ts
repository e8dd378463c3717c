import { createHash } from 'node:crypto';

/** A payout to send: SPEI to a CLABE, or cash to pick up at a brand's counter (spec §3 cash-payout brands). */
export type PayoutRequest = (
  | { payoutId: number; amount: number; method: 'bank_transfer'; clabe: string; beneficiary: string }
  | {
      payoutId: number;
      amount: number;
      method: 'cash';
      brand: 'cebuana' | 'bdo' | 'm_lhuillier';
      beneficiary: string;
    }
) & {
  /**
   * The loan was made in sandbox mode: it must never reach a real provider (the guard at the
   * boundary refuses it, `guardPayouts`, ADR 021).
   */
  fake: boolean;
  /**
   * What the money is for: a loan's disbursement (default) or the refund of an overpayment, whose
   * `payoutId` numbers `refund_payouts` rows (issue 16).
   */
  purpose?: 'disbursement' | 'refund';
};

/** Where a payout stands at the provider. */
export type PayoutState = 'pending' | 'completed' | 'failed';

/**
 * The payout port (architecture decision 9). `send` hands the money to the provider and returns its
 * reference; the provider confirms later, so the loan becomes active only when `status` says
 * `completed` (a real adapter would also receive a webhook that calls the same confirmation).
 */
export interface PayoutProvider {
  readonly name: string;
  /** True only on an offline sandbox adapter; anything else is treated as a real provider. */
  readonly sandbox?: boolean;
  send(request: PayoutRequest): Promise<{ reference: string; details: Record<string, string> }>;
  status(reference: string): Promise<PayoutState>;
}

/** The sandbox confirms a payout this many seconds after it was sent, as a provider would. */
export const SANDBOX_PAYOUT_CONFIRM_SECONDS = 60;

/**
 * The sandbox payout adapter: offline and deterministic. References derive from the payout id; every
 * payout completes, except SPEI to a CLABE whose account number is all zeros (a rejected transfer).
 */
export function sandboxPayouts(): PayoutProvider {
  return {
    name: 'sandbox-payouts',
    sandbox: true,
    async send(request): Promise<{ reference: string; details: Record<string, string> }> {
      const digest = createHash('sha256')
        .update(request.purpose === 'refund' ? `refund:${request.payoutId}` : `payout:${request.payoutId}`)
        .digest('hex')
        .slice(0, 10)
        .toUpperCase();
      if (request.method === 'bank_transfer') {
        // The outcome is carried by the reference itself: nothing in memory (architecture decision 3).
        const reference =
          request.clabe.slice(6, 17) === '00000000000' ? `SPEIFAIL${digest}` : `SPEI${digest}`;
        return { reference, details: { clabeLast4: request.clabe.slice(-4) } };
      }
      // A pick-up code the borrower shows at the counter, with the brand it is valid at.
      return { reference: `${request.brand.toUpperCase()}-${digest}`, details: { brand: request.brand } };
    },
    async status(reference) {
      return reference.startsWith('SPEIFAIL') ? 'failed' : 'completed';
    },
  };
}
