import { demoProduct, type LateFeePolicy } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';

/**
 * Late fees and collection states (issue 5 Payments, ADR 022): once the last day to pay (the due
 * date, or the next bank business day) has passed, each day overdue adds a late fee of `dailyBps` of
 * the principal plus IVA, for at most `maxDays` days; after `onHoldAfterDays` the loan goes on hold
 * (status 6) for collections.
 */
export type LatePolicy = LateFeePolicy;
/** The demo product's policy (`demoProduct.lateFee`); the product configuration in force decides. */
export const DEFAULT_LATE_POLICY: LatePolicy = demoProduct.lateFee;

/** Loans whose balance can still move. */
export const OPEN_LOAN_STATUSES = [LOAN_STATUS.active, LOAN_STATUS.onHold] as const;

export type { EarlyPayoffQuote } from '../ledger/early-payoff';

export interface SignInput {
  smsCode: string;
  ip?: string | null;
  userAgent?: string | null;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Which invoice an entry belongs to: extension fees and their payments go to the extension. */
export const isRolloverEntry = (entry: { kind: string; reference: string }) =>
  entry.kind === 'extension_fee' || entry.reference.startsWith('rollover:');
