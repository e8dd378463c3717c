import type { MessageKey } from '@lender/i18n';

// The codes the reconciliation screens offer (issue 39), as the contracts name them.
export const SETTLEMENT_CHANNELS = ['spei', 'cash', 'card'] as const;
export const LINE_OUTCOMES = ['matched', 'unmatched', 'duplicate', 'amount_mismatch', 'repeated'] as const;
export const RECONCILIATION_ACTIONS = [
  'post_payment',
  'reverse_duplicate',
  'correct_amount',
  'not_ours',
] as const;

/** A refused settlement file: each problem's words with its line (never the API's English). */
export interface FileProblems {
  problems: { key: MessageKey; params: Record<string, string | number> }[];
}
