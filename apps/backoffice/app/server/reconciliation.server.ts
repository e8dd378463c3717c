import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import type { MessageKey } from '@lender/i18n';
import { errorWords } from './actions.server';

/** A refused settlement file: each problem's words with its line (never the API's English). */
export interface FileProblems {
  problems: { key: MessageKey; params: Record<string, string | number> }[];
}

export function fileProblems(failure: Pick<ApiFailure, 'status' | 'code'> & Partial<Pick<ApiFailure, 'violations'>>) {
  const problems = (failure.violations ?? []).map((violation) => ({
    key: errorWords(violation.code),
    params: (violation as { params?: Record<string, string | number> }).params ?? {},
  }));
  if (problems.length === 0) problems.push({ key: errorWords(failure.code), params: {} });
  return data<FileProblems>({ problems }, { status: failure.status });
}

export const SETTLEMENT_CHANNELS = ['spei', 'cash', 'card'] as const;
export const LINE_OUTCOMES = ['matched', 'unmatched', 'duplicate', 'amount_mismatch'] as const;
export const RECONCILIATION_ACTIONS = ['post_payment', 'reverse_duplicate', 'correct_amount', 'not_ours'] as const;
