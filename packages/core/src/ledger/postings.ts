// Pure posting planners (ADR 022): each returns the lines of one ledger transaction for a business
// event. They never touch the database, so the property test can drive them directly; the loan
// account (`loan-account.ts`) plans with them and `postTransaction` is the only way lines reach the ledger.
import { vatOn } from '@lender/calculator/kernel';
import {
  balanceOf,
  type FeeComponent,
  incomeAccountOf,
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
 * Order in which a repayment settles what is owed (ADR 022): late fees, extension fees, the other
 * fees, interest, and principal last, so the principal is what remains outstanding longest. IVA is
 * not a step of its own: each centavo of interest or fee a payment pays brings its IVA with it
 * (`paymentLines`, ADR 312); `vat_receivable` stands where the IVA left over by the charges' own
 * rounding is paid, once no interest or fee is owed.
 */
export const REPAYMENT_ORDER: readonly ReceivableAccount[] = [
  'fee_receivable:late_fee',
  'fee_receivable:extension_fee',
  'fee_receivable:processing_fee',
  'fee_receivable:service_fee',
  'fee_receivable:withdrawal_fee',
  'fee_receivable:invoicing_fee',
  'interest_receivable',
  'vat_receivable',
  'principal_receivable',
];

/** An extension is paid first from a rollover payment: its fee with its IVA, then as a repayment. */
export const EXTENSION_ORDER: readonly ReceivableAccount[] = [
  'fee_receivable:extension_fee',
  ...REPAYMENT_ORDER.filter((a) => a !== 'fee_receivable:extension_fee'),
];

/** The loan's IVA rate and the interest and fees its payments paid before this one (`incomePaidBefore`). */
export interface VatPace {
  readonly percent: number;
  readonly paidBefore: number;
  /**
   * The IVA stated on that income (`incomePaidBefore`'s `vat`); by default the IVA of `paidBefore`
   * rounded once, which it is unless an earlier payment was reversed.
   */
  readonly vatPaidBefore?: number;
}

/** Whether a receivable is income that bears IVA (interest and fees; not principal, not IVA). */
const bearsVat = (account: ReceivableAccount) =>
  account === 'interest_receivable' || account.startsWith('fee_receivable:');

/**
 * A payment of `amount` received at the bank, allocated over the receivables in `order`; anything
 * beyond the balance goes to `overpayment_suspense` (owed back to the borrower).
 *
 * Each payment's IVA is paid with its base (ADR 312): the IVA a payment takes is the IVA of all the
 * interest and fees the loan's payments have paid with it, rounded half up once, less that of what
 * they had paid before it (`vat.paidBefore`: `incomePaidBefore`) — the rule its CFDI states — and
 * never more than the IVA still owed. So the receipt, the CFDI and the ledger of a payment agree.
 * The centavos the charges' own rounding left (half a centavo at most per charge) are paid once no
 * interest or fee is owed any more, before principal.
 *
 * `applied`: money held for the borrower that this payment applies with its own (an early payoff's
 * refund of interest and IVA earlier payments paid, `earlyPayoffRebatePlan`): taken from
 * `overpayment_suspense` and allocated with the payment, so what it pays of interest, fees and their
 * IVA is income collected with this payment, on its CFDI.
 */
export function paymentLines(
  balances: LedgerBalances,
  amount: number,
  vat: VatPace,
  order: readonly ReceivableAccount[] = REPAYMENT_ORDER,
  applied = 0,
): LedgerLine[] {
  const { percent: vatPercent, paidBefore } = vat;
  const vatBefore = vat.vatPaidBefore ?? vatOn(paidBefore, vatPercent);
  const lines: LedgerLine[] = [
    { account: 'cash_bank', amount },
    { account: 'overpayment_suspense', amount: applied },
  ];
  let left = amount + applied;
  let vatLeft = Math.max(0, balanceOf(balances, 'vat_receivable'));
  let vatPaid = 0;
  // The IVA taken with this payment's base so far (not the charges' rounding paid at the end).
  let vatWithBase = 0;
  let base = 0;
  let incomeLeft = order.filter(bearsVat).reduce((sum, a) => sum + Math.max(0, balanceOf(balances, a)), 0);
  const vatFor = (more: number) =>
    Math.min(vatLeft, Math.max(0, vatOn(paidBefore + base + more, vatPercent) - vatBefore - vatWithBase));
  for (const account of order) {
    if (left === 0) break;
    const owed = balanceOf(balances, account);
    if (account === 'vat_receivable') {
      // The charges' rounding: paid once every interest and fee is.
      if (incomeLeft > 0 || vatLeft === 0) continue;
      const take = Math.min(vatLeft, left);
      vatPaid += take;
      vatLeft -= take;
      left -= take;
      continue;
    }
    if (owed <= 0) continue;
    if (!bearsVat(account)) {
      const take = Math.min(owed, left);
      lines.push({ account, amount: -take });
      left -= take;
      continue;
    }
    // The most of this component the payment can pay together with its IVA.
    let take = Math.min(owed, Math.floor((left * 100) / (100 + vatPercent)));
    // Where the IVA still owed runs out first, the rest of the payment is base.
    const capped = Math.min(owed, left - vatLeft);
    if (capped > take && vatFor(capped) === vatLeft) take = capped;
    while (take < owed && take + 1 + vatFor(take + 1) <= left) take += 1;
    while (take > 0 && take + vatFor(take) > left) take -= 1;
    if (take === 0) continue;
    const vat = vatFor(take);
    lines.push({ account, amount: -take });
    base += take;
    incomeLeft -= take;
    vatPaid += vat;
    vatWithBase += vat;
    vatLeft -= vat;
    left -= take + vat;
  }
  if (vatPaid > 0) lines.push({ account: 'vat_receivable', amount: -vatPaid });
  if (left > 0) lines.push({ account: 'overpayment_suspense', amount: -left });
  return nonZero(lines);
}

/**
 * Every receivable still owed is written off: principal, interest and fees to expense; the IVA
 * never collected comes off the IVA payable it stood against (issue 62: IVA on interest and fees is
 * owed to SAT when collected, LIVA art. 1-B and 18-A, and each payment's CFDI states what was; none
 * documents IVA never paid, so none stays payable).
 */
export function writeOffLines(balances: LedgerBalances): LedgerLine[] {
  const lines: LedgerLine[] = [];
  let total = 0;
  for (const account of REPAYMENT_ORDER) {
    const owed = balanceOf(balances, account);
    if (owed <= 0) continue;
    lines.push({ account, amount: -owed });
    if (account === 'vat_receivable') lines.push({ account: 'vat_payable', amount: owed });
    else total += owed;
  }
  if (total > 0) lines.unshift({ account: 'write_off_expense', amount: total });
  return lines;
}

/** An early payoff's rebate (ADR 215): its ledger lines and the refund the payoff's payment applies. */
export interface EarlyPayoffRebatePlan {
  readonly lines: LedgerLine[];
  /**
   * What the rebate gives back of interest and IVA earlier payments paid that the interest, fees and
   * IVA still owed take: held (`overpayment_suspense`) and applied by the payoff's own payment
   * (`paymentLines`' `applied`), so the income it pays is collected with that payment and on its CFDI.
   */
  readonly applied: number;
}

/**
 * Early full payoff (ADR 215): the interest not yet earned and its IVA stop being owed; the income
 * and the IVA owed to SAT are reversed by the same amounts. `balances` is what is owed now, `vat`
 * the loan's IVA pace (`paymentLines`).
 *
 * The rebate first comes off the interest still owed and off the IVA still owed beyond what the
 * income left owed will carry at the pace (ADR 312) — the IVA receivable is one pooled account, so
 * the IVA of the fees stays owed with them. The rest of the rebate is interest and IVA earlier
 * partial payments paid (payments settle fees and interest, with their IVA, before principal): a
 * refund owed to the borrower. The part the interest, fees and IVA still owed can take is held
 * (`applied`) for the payoff's payment to pay them with, as a payment does; the rest goes to
 * principal, and anything beyond it is owed back (`overpayment_suspense`). So the amount that
 * closes a loan on a day never depends on how earlier payments were split.
 */
export function earlyPayoffRebatePlan(
  interest: number,
  vat: number,
  balances: LedgerBalances,
  pace: VatPace,
): EarlyPayoffRebatePlan {
  const fromInterest = Math.min(interest, Math.max(0, balanceOf(balances, 'interest_receivable')));
  const vatOwed = Math.max(0, balanceOf(balances, 'vat_receivable'));
  const incomeOwed =
    REPAYMENT_ORDER.filter(bearsVat).reduce((sum, a) => sum + Math.max(0, balanceOf(balances, a)), 0) -
    fromInterest;
  const vatBefore = pace.vatPaidBefore ?? vatOn(pace.paidBefore, pace.percent);
  const vatKept = Math.min(
    vatOwed,
    Math.max(0, vatOn(pace.paidBefore + incomeOwed, pace.percent) - vatBefore),
  );
  const fromVat = Math.min(vat, vatOwed - vatKept);
  const refund = interest - fromInterest + (vat - fromVat);
  const applied = Math.min(refund, incomeOwed + vatOwed - fromVat);
  const toPrincipal = Math.min(refund - applied, Math.max(0, balanceOf(balances, 'principal_receivable')));
  const lines = nonZero([
    { account: 'interest_income', amount: interest },
    { account: 'vat_payable', amount: vat },
    { account: 'interest_receivable', amount: -fromInterest },
    { account: 'vat_receivable', amount: -fromVat },
    { account: 'principal_receivable', amount: -toPrincipal },
    { account: 'overpayment_suspense', amount: -(refund - toPrincipal) },
  ]);
  return { lines, applied };
}

/**
 * What a settlement correction takes back of the interest and fees a payment paid (`credited`: what
 * its posting credited, by account) with their IVA, when the bank got `amount` centavos of them less
 * (ADR 142): a base, from interest first and then the fees in reverse repayment order, and its IVA,
 * adding up to `amount` to the centavo — the credit note of the payment's CFDI gives back exactly the
 * money that never came (ADR 384). The IVA is what the income that stays leaves over, rounded once
 * (ADR 312), when a base gives exactly that; where the rounded IVA moves by a centavo as the base does,
 * the nearest IVA each line's base bears rounded down or up (Anexo 20's limits). Null when the
 * payment did not pay that much.
 */
export function incomeTakenBackLines(
  credited: ReadonlyMap<string, number>,
  amount: number,
  pace: VatPace,
): LedgerLine[] | null {
  const order = [...REPAYMENT_ORDER].reverse().filter(bearsVat);
  const vatRoom = credited.get('vat_receivable') ?? 0;
  const baseRoom = order.reduce((sum, account) => sum + (credited.get(account) ?? 0), 0);
  if (amount > baseRoom + vatRoom) return null;
  const parts = (base: number) => {
    let left = base;
    return order
      .map((account) => {
        const take = Math.min(left, credited.get(account) ?? 0);
        left -= take;
        return { account, amount: take };
      })
      .filter((line) => line.amount > 0);
  };
  const vatBefore = pace.vatPaidBefore ?? vatOn(pace.paidBefore, pace.percent);
  const keptVat = (base: number) => Math.max(0, vatBefore - vatOn(pace.paidBefore - base, pace.percent));
  const guess = Math.floor((amount * 100) / (100 + pace.percent));
  let best: { base: number; off: number } | null = null;
  for (let base = Math.max(0, guess - 2); base <= Math.min(baseRoom, guess + 2); base += 1) {
    const vat = amount - base;
    const lines = parts(base);
    const low = lines.reduce((sum, line) => sum + Math.floor((line.amount * pace.percent) / 100), 0);
    const high = lines.reduce((sum, line) => sum + Math.ceil((line.amount * pace.percent) / 100), 0);
    if (vat < low || vat > high || vat > vatRoom) continue;
    const off = Math.abs(vat - keptVat(base));
    if (best === null || off <= best.off) best = { base, off };
  }
  // No base bears the rest as its IVA (everything taken back, or the IVA the payment took is short).
  const base = best?.base ?? Math.max(amount - vatRoom, Math.min(baseRoom, guess));
  return nonZero([...parts(base), { account: 'vat_receivable', amount: amount - base }]);
}

/** An overpayment held in suspense is paid back to the borrower. */
export function refundLines(amount: number): LedgerLine[] {
  return nonZero([
    { account: 'overpayment_suspense', amount },
    { account: 'cash_bank', amount: -amount },
  ]);
}
