/** A posting whose lines do not sum to zero, or with a zero, fractional or unknown line (ADR 022). */
export class UnbalancedPostingError extends Error {
  readonly reason: 'unbalanced' | 'empty' | 'zero_line' | 'not_integer' | 'unknown_account';

  constructor(reason: UnbalancedPostingError['reason'], detail: string) {
    super(`Ledger posting refused (${reason}): ${detail}`);
    this.name = 'UnbalancedPostingError';
    this.reason = reason;
  }
}
