// The loan account: the one module through which a loan's money moves (issue 49, ADR 022). It owns
// the loan's lock (`SELECT … FOR UPDATE` of the loan row), its accrual (late fees, overdue days, on
// hold), its postings (ledger transactions and entries) and its closing (paid, reopened, written
// off). Payments, extensions, reversals, refunds, settlement corrections and write-offs lock the
// account and say what happened (`post(account, event)`); which accounts move, and the invariants
// (nothing refunded that is not held, no reversal of refunded money, no take-back beyond what a
// payment credited), are decided here. Nothing outside `ledger/` posts
// (`postings-only-here.test.ts`).
import { demoProduct, type LateFeePolicy, type ProductConfig, productOn } from '@lender/calculator';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { businessDate, type Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { balanceOf, type LedgerLine, outstandingOf } from './accounts';
import {
  creditsAfter,
  creditUndoneReference,
  reversingLines,
  takeBackLines,
  vatRoundingReference,
} from './corrections';
import { postEarlyPayoffRebate } from './early-payoff';
import { extensionFeePostings } from './extension-fee-parts';
import { incomePaidBefore } from './income-paid';
import { accrueLateFees, lateFeesStoppedBy, lateFeesStoppedReference, type PaidEarlier } from './late-fees';
import { type LedgerKind, loanBalances, postTransaction } from './ledger';
import {
  type LoanAccount,
  type LoanAccountContext,
  lockLoanRow,
  type PaidOffNotices,
  pricingOf,
} from './loan-lock';
import { chargeLines, disbursementLines, paymentLines, refundLines, type VatPace } from './postings';

export { type EarlyPayoffQuote, quoteEarlyPayoff } from './early-payoff';
export { type Accrual, accrueLateFees, lateFeesOnlyAfter } from './late-fees';
export { closeIfPaid, reopenIfOwed, writeOff } from './loan-closing';
export { rewriteMonthEnds } from './loan-figures';
export type { LoanAccount, LoanAccountContext, LoanPricing, LoanRow, PaidOffNotices } from './loan-lock';
export { pricingOf } from './loan-lock';
export { breakRestructure, cureRestructuredLoan, restructureLoan } from './payment-plan-account';
export { deferDueDate } from './relief-deferral';

/** The loan account's context, built once by core.ts. */
export function createLoanAccountContext(options: {
  clock: Clock;
  audit: AuditService;
  /** Each client's business date (the sandbox may shift a client's clock). @default the business date */
  todayFor?: ((clientId: number, tx?: Executor) => Promise<string>) | undefined;
  notices?: PaidOffNotices | undefined;
  /** The product configuration in force, read through `tx` (the catalog's `readProductConfig`). */
  product: (tx: Executor) => Promise<ProductConfig>;
  /** Overrides the product configuration's `lateFee` (tests). */
  latePolicy?: LateFeePolicy | undefined;
  /** Overrides the product configuration's `vatPercent` (tests). */
  vatPercent?: number | undefined;
}): LoanAccountContext {
  const { clock, todayFor, latePolicy, vatPercent } = options;
  return {
    clock,
    audit: options.audit,
    notices: options.notices,
    todayOf: (clientId, tx) =>
      todayFor ? todayFor(clientId, tx) : Promise.resolve(businessDate(clock.now())),
    async pricing(tx, on) {
      // A change approved for a later day is kept in `feeSchedule` until then: read on its day.
      const product =
        latePolicy && vatPercent !== undefined
          ? demoProduct
          : productOn(await options.product(tx), on ?? businessDate(clock.now()));
      return { latePolicy: latePolicy ?? product.lateFee, vatPercent: vatPercent ?? product.vatPercent };
    },
  };
}

/**
 * Locks the loan's account for the rest of `tx` and, unless `accrue` is false, brings its late fees
 * and collection state up to `today` (default the client's business date). Concurrent writers of
 * one loan queue here, on every instance; the answer is the handle every posting takes.
 */
export async function lockLoanAccount(
  ctx: LoanAccountContext,
  tx: Executor,
  loanId: number,
  options: { accrue?: boolean; today?: string } = {},
): Promise<LoanAccount> {
  const locked = await lockLoanRow(tx, loanId);
  const today = options.today ?? (await ctx.todayOf(locked.clientId, tx));
  const account: LoanAccount = { ctx, tx, loan: locked, today };
  if (options.accrue === false) return account;
  const { charged, onHold } = await accrueLateFees(account);
  if (charged === 0 && !onHold) return account;
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId));
  return { ...account, loan: loan ?? locked };
}

/** What happened to a loan's money: `post` decides the ledger lines. */
export type LoanEvent =
  /** The payout was confirmed: the principal left the bank; the offer's charges become owed. */
  | {
      kind: 'disbursed';
      /** The payout (`payout:<payout>`). */
      payout: number | string;
      principal: number;
      charges: readonly { component: string; gross: number; discount: number; vat: number }[];
      /** The business date the loan started. */
      day: string;
    }
  /**
   * A payment covered an extension's fee: the fee (IVA included) becomes owed and is paid from it; or
   * paid `paid` of it and the earlier payments `parts` (its transfers under the SPEI cap) the rest.
   */
  | {
      kind: 'extension_paid';
      paymentId: number;
      rollover: { id: number; fee: number; feeWithoutVat: number };
      paid?: number | undefined;
      parts?: readonly number[] | undefined;
    }
  /**
   * Money paid towards the loan; a `repayment` that pays it off before its due date gets the
   * unearned interest and its IVA back first (ADR 215). Beyond what is owed, it is held.
   */
  | { kind: 'payment_received'; paymentId: number; amount: number; repayment: boolean }
  /**
   * A payment made on `paidOn` is recorded later (a deposit the back office books): the late fees of
   * the days after it (`lateFees`: `lateFeesOnlyAfter`, read once by the caller), which it would have
   * stopped, are taken back (`lateFeesStoppedBy`); when it paid an extension's fee (`extension`),
   * whatever it paid towards (ADR 368).
   */
  | ({ kind: 'paid_earlier'; paymentId: number } & PaidEarlier)
  /** The back office reversed a wrongly posted payment (ADR 110): its lines, and its rebate, go back. */
  | { kind: 'payment_reversed'; paymentId: number }
  /**
   * After that reversal, the money the ledger holds for the borrower (a later payment left it above
   * the balance) pays what is owed again, in the repayment order, as a payment would (ADR 364).
   */
  | { kind: 'credit_applied'; paymentId: number }
  /**
   * A payment's CFDI states `amount` centavos more IVA (or, negative, less) than its posting took
   * (ADR 369): `vat_payable` follows the CFDI, the difference is the lender's (`vat_rounding`).
   */
  | {
      kind: 'vat_rounded';
      paymentId: number;
      source: 'payment' | 'credit' | 'settlement';
      amount: number;
      /** The statement line of a settlement correction: a payment may be corrected more than once. */
      lineId?: number;
    }
  /** An approved refund of what the borrower overpaid (issue 16): only what is held. */
  | { kind: 'refund_approved'; approvalId: number; amount: number }
  /** A refund's payout failed: the money never left, it is held again. */
  | { kind: 'refund_returned'; refundPayoutId: number; amount: number }
  /** A settlement file paid the same payment twice (ADR 142): the second is held for the borrower. */
  | { kind: 'settlement_duplicate'; lineId: number; amount: number; valueDate: string }
  /** The bank settled a payment for `difference` centavos more (or, negative, less) than posted. */
  | {
      kind: 'settlement_corrected';
      lineId: number;
      paymentId: number;
      difference: number;
      valueDate: string;
    };

/** The ledger reference of what working a settlement line posts (`settlement:<line id>`, once). */
export const settlementReference = (lineId: number) => `settlement:${lineId}`;

/**
 * Records what happened on a locked loan account: plans the lines, checks the account's invariants
 * and posts (each business event once: its reference makes a retry a no-op). Answers how many
 * transactions were newly posted. Closing after a payment or a correction is the caller's next
 * step (`closeIfPaid`, `reopenIfOwed`), in the same transaction.
 */
export async function post(account: LoanAccount, event: LoanEvent): Promise<number> {
  const { ctx, tx, loan, today } = account;
  const book = async (kind: LedgerKind, reference: string, lines: readonly LedgerLine[], day: string) =>
    (await postTransaction(tx, { loanId: loan.id, kind, reference, lines, effectiveDate: day })).posted
      ? 1
      : 0;
  switch (event.kind) {
    case 'disbursed': {
      let posted = await book(
        'disbursement',
        `payout:${event.payout}`,
        disbursementLines(event.principal),
        event.day,
      );
      const lines = event.charges.flatMap((charge) =>
        chargeLines({ ...charge, component: charge.component as 'interest' }),
      );
      if (lines.length > 0) posted += await book('charge', `offer:${loan.id}`, lines, event.day);
      return posted;
    }
    case 'extension_paid': {
      const { rollover } = event;
      const vat = rollover.fee - rollover.feeWithoutVat;
      const charge = chargeLines({
        component: 'extension_fee',
        gross: rollover.feeWithoutVat,
        discount: 0,
        vat,
      });
      let posted = await book('extension_fee', `rollover:${rollover.id}`, charge, today);
      for (const paid of await extensionFeePostings(tx, loan.id, await vatPaceOf(account), event))
        posted += await book(paid.kind, paid.reference, paid.lines, today);
      return posted;
    }
    case 'payment_received': {
      const pace = await vatPaceOf(account);
      // An early payoff's rebate first; the refund of paid interest it holds is applied with the payment.
      const rebate = event.repayment
        ? await postEarlyPayoffRebate(account, event.amount, pace)
        : { posted: false, applied: 0 };
      const owed = await loanBalances(tx, loan.id);
      const lines = paymentLines(owed, event.amount, pace, undefined, rebate.applied);
      return (rebate.posted ? 1 : 0) + (await book('payment', `payment:${event.paymentId}`, lines, today));
    }
    case 'paid_earlier': {
      const lines = await lateFeesStoppedBy(account, event);
      if (lines.length === 0) return 0;
      return book('adjustment', lateFeesStoppedReference(event.paymentId), lines, today);
    }
    case 'payment_reversed': {
      const lines = await reversingLines(tx, loan.id, event.paymentId);
      if (lines.length === 0) return 0;
      // The overpayment this payment left must still be held: a credit it paid on a reversal since
      // is undone first (ADR 365: what it paid is owed again); refunded money cannot be taken back.
      const held = (): Promise<number> =>
        loanBalances(tx, loan.id).then((balances) => -balanceOf(balances, 'overpayment_suspense'));
      const back = lines.find((line) => line.account === 'overpayment_suspense')?.amount ?? 0;
      let posted = 0;
      for (const credit of back > (await held()) ? await creditsAfter(tx, loan.id, event.paymentId) : []) {
        posted += await book('adjustment', creditUndoneReference(credit.paymentId), credit.lines, today);
        if (back <= (await held())) break;
      }
      if (back > (await held())) {
        throw new CoreError('invalid_transition', { params: { from: 'refunded', to: 'reversed' } });
      }
      return posted + (await book('adjustment', `reversal:payment:${event.paymentId}`, lines, today));
    }
    case 'credit_applied': {
      const balances = await loanBalances(tx, loan.id);
      const credit = Math.min(-balanceOf(balances, 'overpayment_suspense'), outstandingOf(balances));
      if (credit <= 0) return 0;
      const lines = paymentLines(balances, 0, await vatPaceOf(account), undefined, credit);
      return book('payment', creditReference(event.paymentId), lines, today);
    }
    case 'vat_rounded': {
      if (event.amount === 0) return 0;
      const lines: LedgerLine[] = [
        { account: 'vat_rounding', amount: event.amount },
        { account: 'vat_payable', amount: -event.amount },
      ];
      return book(
        'adjustment',
        vatRoundingReference(event.paymentId, event.source, event.lineId),
        lines,
        today,
      );
    }
    case 'refund_approved': {
      const held = -balanceOf(await loanBalances(tx, loan.id), 'overpayment_suspense');
      if (Math.max(0, held) < event.amount) throw new CoreError('nothing_to_refund');
      const day = businessDate(ctx.clock.now());
      return book('refund', `refund:approval:${event.approvalId}`, refundLines(event.amount), day);
    }
    case 'refund_returned': {
      const lines = refundLines(event.amount).map((line) => ({ ...line, amount: -line.amount }));
      return book(
        'adjustment',
        `refund-failed:${event.refundPayoutId}`,
        lines,
        businessDate(ctx.clock.now()),
      );
    }
    case 'settlement_duplicate':
    case 'settlement_corrected': {
      const difference = event.kind === 'settlement_duplicate' ? event.amount : event.difference;
      if (difference === 0) return 0;
      const lines: LedgerLine[] =
        event.kind === 'settlement_duplicate'
          ? [
              { account: 'cash_bank', amount: event.amount },
              { account: 'overpayment_suspense', amount: -event.amount },
            ]
          : difference > 0
            ? paymentLines(await loanBalances(tx, loan.id), difference, await vatPaceOf(account))
            : await takeBackLines(tx, loan.id, event.paymentId, -difference, await vatPaceOf(account));
      const kind = event.kind === 'settlement_duplicate' ? 'payment' : 'adjustment';
      // The money moved on the bank's value date: the day's cash position ties on that day.
      // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.min would make them NaN.
      const day = event.valueDate <= today ? event.valueDate : today;
      return book(kind, settlementReference(event.lineId), lines, day);
    }
  }
}

/** The ledger reference of what the borrower's credit paid for the reversed payment `paymentId`. */
export const creditReference = (paymentId: number): string => `credit:payment:${paymentId}`;

/** The IVA rate the loan was signed with and the income its payments paid so far (ADR 312). */
async function vatPaceOf(account: LoanAccount): Promise<VatPace> {
  const { vatPercent } = await pricingOf(account.ctx, account.tx, account.loan.terms);
  const before = await incomePaidBefore(account.tx, account.loan.id);
  return { percent: vatPercent, paidBefore: before.base, vatPaidBefore: before.vat };
}

/** What the borrower overpaid and the ledger still holds for them (centavos, never negative). */
export async function heldForBorrower(account: LoanAccount): Promise<number> {
  return Math.max(0, -balanceOf(await loanBalances(account.tx, account.loan.id), 'overpayment_suspense'));
}
