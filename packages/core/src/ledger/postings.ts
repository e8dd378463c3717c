// Pure posting planners (ADR 022): each returns the lines of one ledger transaction for a business
// event. They never touch the database, so the property test can drive them directly; the loan
// account (`loan-account.ts`) plans with them and `postTransaction` is the only way lines reach the ledger.
import {
  balanceOf,
  type FeeComponent,
  incomeAccountOf,
  type LedgerAccount,
  type LedgerBalances,
  type LedgerLine,
  type ReceivableAccount,
  receivableAccountOf,
} from './accounts';

/** A charge of the offer or of the loan's life: interest or a fee, before discount, with its IVA. */
export interface ChargeInput {
  component: 'interest' | FeeComponent;
  /** Before discount and IVA, centavos. */
  gross: number;
  /** Discount granted on `gross`, centavos. */
  discount: number;
  /** IVA on `gross - discount`, centavos. */
  vat: number;
}

const nonZero = (lines: LedgerLine[]): LedgerLine[] => lines.filter((line) => line.amount !== 0);

/** The principal leaves the bank and becomes owed by the borrower. */
export function disbursementLines(principal: number): LedgerLine[] {
  return nonZero([
    { account: 'principal_receivable', amount: principal },
    { account: 'cash_bank', amount: -principal },
  ]);
}

/** A charge becomes owed: receivable against income, the discount against it, IVA owed to SAT. */
export function chargeLines(charge: ChargeInput): LedgerLine[] {
  const receivable: ReceivableAccount =
    charge.component === 'interest' ? 'interest_receivable' : receivableAccountOf(charge.component);
  const income = charge.component === 'interest' ? 'interest_income' : incomeAccountOf(charge.component);
  return nonZero([
    { account: receivable, amount: charge.gross },
    { account: income, amount: -charge.gross },
    { account: 'discount_expense', amount: charge.discount },
    { account: receivable, amount: -charge.discount },
    { account: 'vat_receivable', amount: charge.vat },
    { account: 'vat_payable', amount: -charge.vat },
  ]);
}

/**
 * Order in which a repayment settles what is owed (ADR 022): late fees, extension fees, IVA, the
 * other fees, interest, and principal last, so the principal is what remains outstanding longest.
 */
export const REPAYMENT_ORDER: readonly ReceivableAccount[] = [
  'fee_receivable:late_fee',
  'fee_receivable:extension_fee',
  'vat_receivable',
  'fee_receivable:processing_fee',
  'fee_receivable:service_fee',
  'fee_receivable:withdrawal_fee',
  'fee_receivable:invoicing_fee',
  'interest_receivable',
  'principal_receivable',
];

/** An extension is paid first from a rollover payment: its fee, then its IVA, then as a repayment. */
export const EXTENSION_ORDER: readonly ReceivableAccount[] = [
  'fee_receivable:extension_fee',
  'vat_receivable',
  ...REPAYMENT_ORDER.filter((a) => a !== 'fee_receivable:extension_fee' && a !== 'vat_receivable'),
];

/**
 * A payment of `amount` received at the bank, allocated over the receivables in `order`; anything
 * beyond the balance goes to `overpayment_suspense` (owed back to the borrower).
 */
export function paymentLines(
  balances: LedgerBalances,
  amount: number,
  order: readonly ReceivableAccount[] = REPAYMENT_ORDER,
): LedgerLine[] {
  const lines: LedgerLine[] = [{ account: 'cash_bank', amount }];
  let left = amount;
  for (const account of order) {
    const owed = balanceOf(balances, account);
    if (left === 0) break;
    if (owed <= 0) continue;
    const take = Math.min(owed, left);
    lines.push({ account, amount: -take });
    left -= take;
  }
  if (left > 0) lines.push({ account: 'overpayment_suspense', amount: -left });
  return nonZero(lines);
}

/** Every receivable still owed is written off to expense. */
export function writeOffLines(balances: LedgerBalances): LedgerLine[] {
  const lines: LedgerLine[] = [];
  let total = 0;
  for (const account of REPAYMENT_ORDER) {
    const owed = balanceOf(balances, account);
    if (owed > 0) {
      lines.push({ account, amount: -owed });
      total += owed;
    }
  }
  if (total > 0) lines.unshift({ account: 'write_off_expense', amount: total });
  return lines;
}

/**
 * Early full payoff (ADR 215): the interest not yet earned and its IVA stop being owed; the income
 * and the IVA owed to SAT are reversed by the same amounts. Without `balances` the whole rebate
 * comes off the interest and IVA receivables.
 *
 * With `balances` (what is owed now), a rebate larger than the interest or IVA still owed means
 * earlier partial payments already paid that unearned interest or IVA (payments settle IVA, fees and
 * interest before principal): what they paid for it is moved to what is still owed, principal last
 * (`order`), and anything beyond every receivable is owed back (`overpayment_suspense`). So the
 * amount that closes a loan on a day never depends on how earlier payments were split.
 */
export function earlyPayoffRebateLines(
  interest: number,
  vat: number,
  balances?: LedgerBalances,
  order: readonly ReceivableAccount[] = REPAYMENT_ORDER,
): LedgerLine[] {
  if (!balances) {
    return nonZero([
      { account: 'interest_income', amount: interest },
      { account: 'interest_receivable', amount: -interest },
      { account: 'vat_payable', amount: vat },
      { account: 'vat_receivable', amount: -vat },
    ]);
  }
  const owed = { ...balances };
  const credits = new Map<LedgerAccount, number>();
  const credit = (account: LedgerAccount, amount: number) => {
    if (amount <= 0) return;
    credits.set(account, (credits.get(account) ?? 0) + amount);
    owed[account] = (owed[account] ?? 0) - amount;
  };
  const fromInterest = Math.min(interest, Math.max(0, balanceOf(owed, 'interest_receivable')));
  credit('interest_receivable', fromInterest);
  const fromVat = Math.min(vat, Math.max(0, balanceOf(owed, 'vat_receivable')));
  credit('vat_receivable', fromVat);
  let moved = interest - fromInterest + (vat - fromVat);
  for (const account of order) {
    if (moved === 0) break;
    const take = Math.min(moved, Math.max(0, balanceOf(owed, account)));
    credit(account, take);
    moved -= take;
  }
  credit('overpayment_suspense', moved);
  return nonZero([
    { account: 'interest_income', amount: interest },
    { account: 'vat_payable', amount: vat },
    ...[...credits].map(([account, amount]) => ({ account, amount: -amount })),
  ]);
}

/** An overpayment held in suspense is paid back to the borrower. */
export function refundLines(amount: number): LedgerLine[] {
  return nonZero([
    { account: 'overpayment_suspense', amount },
    { account: 'cash_bank', amount: -amount },
  ]);
}
