/** A clearing house's answer to a direct debit (domiciliación): taken, or refused and why. */
export const DEBIT_OUTCOMES = ['accepted', 'insufficient_funds', 'account_closed', 'objected'] as const;
export type DebitOutcome = (typeof DEBIT_OUTCOMES)[number];

/** One direct debit under a mandate. The account is the CLABE or the card's provider token, never kept by the port. */
export interface DebitRequest {
  /** Our reference of the charge (the pending payment's), echoed back by the settlement callback. */
  readonly reference: string;
  readonly method: 'clabe' | 'card';
  /** The 18-digit CLABE, or the card's provider token. */
  readonly account: string;
  /** Centavos. */
  readonly amount: number;
  /** The business date the debit is presented (Mexico City, `YYYY-MM-DD`). */
  readonly chargeOn: string;
  /** A sandbox-mode loan's debit: refused before a real clearing house (`guardDirectDebit` in `money-guard.ts`, ADR 209). */
  readonly fake: boolean;
}

/** What a clearing house answers: its id of the request, the outcome, its reason code and when it settles. */
export interface DebitAnswer {
  readonly requestId: string;
  readonly outcome: DebitOutcome;
  /** The clearing house's reason code of a refusal; null when accepted. */
  readonly reasonCode: string | null;
  /** The date the money reaches us (accepted only), else null. */
  readonly settlementDate: string | null;
}

/**
 * The direct-debit port (issue 66, ADR 325): presents a debit to the clearing house (CECOBAN through
 * a bank or an aggregator in production) under a mandate the lender keeps. An accepted debit settles
 * later through the signed payment callback, like a card charge; a payer's objection arrives later
 * too (`recordDebitObjection`).
 */
export interface DirectDebitPort {
  readonly name: string;
  /** True only on an offline sandbox adapter; anything else is treated as a real clearing house. */
  readonly sandbox?: boolean;
  debit(request: DebitRequest): Promise<DebitAnswer>;
}
