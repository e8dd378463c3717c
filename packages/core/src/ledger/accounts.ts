// The chart of accounts of a loan (ADR 022). Every account is per loan; entries carry the loan id.
// Sign convention: a debit is a positive amount, a credit a negative one; a balance is the sum.

/** Fee components priced by `@lender/calculator` (`Offer`), plus the fees a loan earns later. */
export const FEE_COMPONENTS = [
  'service_fee',
  'withdrawal_fee',
  'invoicing_fee',
  'processing_fee',
  'extension_fee',
  'late_fee',
] as const;
export type FeeComponent = (typeof FEE_COMPONENTS)[number];

/** What the borrower owes: the receivable accounts. Their sum is the loan's outstanding balance. */
export const RECEIVABLE_ACCOUNTS = [
  'principal_receivable',
  'interest_receivable',
  'fee_receivable:service_fee',
  'fee_receivable:withdrawal_fee',
  'fee_receivable:invoicing_fee',
  'fee_receivable:processing_fee',
  'fee_receivable:extension_fee',
  'fee_receivable:late_fee',
  'vat_receivable',
] as const;
export type ReceivableAccount = (typeof RECEIVABLE_ACCOUNTS)[number];

/** Every account of the chart. */
export const LEDGER_ACCOUNTS = [
  ...RECEIVABLE_ACCOUNTS,
  /** Money at the bank: payouts leave it, payments arrive in it. */
  'cash_bank',
  /** Income (credit balances). */
  'interest_income',
  'fee_income:service_fee',
  'fee_income:withdrawal_fee',
  'fee_income:invoicing_fee',
  'fee_income:processing_fee',
  'fee_income:extension_fee',
  'fee_income:late_fee',
  /** Contra-income: discounts granted (first loan, promo code). */
  'discount_expense',
  /** IVA owed to SAT (credit balance). */
  'vat_payable',
  /**
   * The centavos between the IVA a payment took (each charge's IVA rounded alone) and the IVA its
   * CFDI states (rounded on the income paid): `vat_payable` follows the CFDI (ADR 369).
   */
  'vat_rounding',
  /** What the borrower paid beyond the balance, owed back (credit balance). */
  'overpayment_suspense',
  /** Receivables given up. */
  'write_off_expense',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** One line of a posting. */
export interface LedgerLine {
  account: LedgerAccount;
  /** Centavos, debit positive, credit negative; never zero. */
  amount: number;
}

/** Balances by account (accounts without entries are absent or 0). */
export type LedgerBalances = Partial<Record<LedgerAccount, number>>;

export const receivableAccountOf = (component: FeeComponent): ReceivableAccount =>
  `fee_receivable:${component}`;
export const incomeAccountOf = (component: FeeComponent): LedgerAccount => `fee_income:${component}`;

const ACCOUNT_SET: ReadonlySet<string> = new Set(LEDGER_ACCOUNTS);
export const isLedgerAccount = (value: string): value is LedgerAccount => ACCOUNT_SET.has(value);

/** A balance, 0 when the account has none. */
export const balanceOf = (balances: LedgerBalances, account: LedgerAccount): number => balances[account] ?? 0;

/** What the borrower owes now: the sum of the receivable accounts (the `total`/`outstanding` shown). */
export function outstandingOf(balances: LedgerBalances): number {
  return RECEIVABLE_ACCOUNTS.reduce((sum, account) => sum + balanceOf(balances, account), 0);
}

/** Sums entries into balances: the replay every stored balance must equal. */
export function replayBalances(entries: Iterable<LedgerLine>): LedgerBalances {
  const balances: LedgerBalances = {};
  for (const entry of entries) balances[entry.account] = (balances[entry.account] ?? 0) + entry.amount;
  for (const account of Object.keys(balances) as LedgerAccount[]) {
    if (balances[account] === 0) delete balances[account];
  }
  return balances;
}
