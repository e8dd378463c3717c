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
   * boundary refuses it, `guardPayouts`, ADR 209).
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
  /**
   * `details` of a SPEI payout carry `trackingKey` (its clave de rastreo) and `senderBank` (the
   * ordering participant's key) when the provider gives them: its CEP is looked up by them (ADR 327).
   */
  send(request: PayoutRequest): Promise<{ reference: string; details: Record<string, string> }>;
  status(reference: string): Promise<PayoutState>;
}
