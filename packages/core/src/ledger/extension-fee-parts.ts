// An extension's fee paid by more than one payment (issue 52: a fee above the SPEI per-transfer cap
// is sent in the parts its instructions give, ADR 303). Each part short of the fee was settled as a
// repayment when it came, and stays one while the parts fall short. The payment that brings them up
// to the fee pays what it can of it; the rest is moved onto the fee from what the earlier parts paid,
// the last paid first (money held for the borrower, principal, then interest and fees): the loan ends
// as if the fee had been paid first and the rest of the parts had repaid it, as one transfer of all
// of them would have done.
import type { Executor } from '@lender/db';
import { balanceOf, type LedgerAccount, type LedgerLine, type ReceivableAccount } from './accounts';
import { creditedBy } from './corrections';
import { type LedgerKind, loanBalances } from './ledger';
import { EXTENSION_ORDER, paymentLines, REPAYMENT_ORDER, type VatPace } from './postings';

/** One ledger transaction to book: its kind, its reference (once per loan) and its lines. */
export interface ExtensionPosting {
  readonly kind: LedgerKind;
  readonly reference: string;
  readonly lines: readonly LedgerLine[];
}

const FEE: ReceivableAccount = 'fee_receivable:extension_fee';

/** The ledger reference of what the payment `paymentId` paid of an extension's fee. */
export const extensionFeePaymentReference = (paymentId: number): string => `rollover:payment:${paymentId}`;

/** The ledger reference of the rest of the extension `rolloverId`'s fee paid with income its parts paid. */
export const extensionFeeIncomeReference = (rolloverId: number): string => `rollover:fee-parts:${rolloverId}`;

/** Interest and fees the parts paid, taken back last paid first; no IVA line: the fee bears the same rate. */
const INCOME_BACK: readonly ReceivableAccount[] = [...REPAYMENT_ORDER]
  .reverse()
  .filter((account) => account !== 'principal_receivable' && account !== 'vat_receivable' && account !== FEE);

/**
 * How the fee of `rollover`, just charged, is paid by the payment `paymentId` (`paid` centavos of it,
 * all of the fee by default) and, when that is short of it, by the earlier payments `parts`:
 * - the loan's own `fee-parts:rollover:<id>` takes back from the parts' postings what they paid of
 *   principal and then of interest and fees, into money held for the borrower;
 * - the payment's `rollover:payment:<id>` pays the fee with its own money, what the parts left held
 *   and their principal (income its CFDI states, as a payment of the fee would);
 * - the extension's `rollover:fee-parts:<id>` pays the rest of the fee's base with the interest and
 *   fees taken back: their CFDIs already stated that income and its IVA, and the fee bears the same.
 */
export async function extensionFeePostings(
  tx: Executor,
  loanId: number,
  pace: VatPace,
  event: {
    paymentId: number;
    rollover: { id: number; fee: number };
    paid?: number | undefined;
    parts?: readonly number[] | undefined;
  },
): Promise<ExtensionPosting[]> {
  const { paymentId, rollover } = event;
  const paid = Math.min(event.paid ?? rollover.fee, rollover.fee);
  const parts = event.parts ?? [];
  const owed = await loanBalances(tx, loanId);
  const own = extensionFeePaymentReference(paymentId);
  if (paid === rollover.fee || parts.length === 0)
    return [{ kind: 'payment', reference: own, lines: paymentLines(owed, paid, pace, EXTENSION_ORDER) }];
  const credited = await creditedBy(tx, loanId, parts);
  const short = rollover.fee - paid;
  const stillHeld = Math.max(0, -balanceOf(owed, 'overpayment_suspense'));
  const held = Math.min(short, stillHeld, credited.get('overpayment_suspense') ?? 0);
  const principal = Math.min(short - held, credited.get('principal_receivable') ?? 0);
  const payment = paymentLines(owed, paid, pace, EXTENSION_ORDER, held + principal);
  // The fee's base the payment and that money left unpaid, paid with income the parts paid.
  let base = balanceOf(owed, FEE) + sumOf(payment, FEE);
  const income: LedgerLine[] = [];
  for (const account of INCOME_BACK) {
    const take = Math.min(base, credited.get(account) ?? 0);
    if (take > 0) income.push({ account, amount: take });
    base -= take;
  }
  const swapped = income.reduce((sum, line) => sum + line.amount, 0);
  const back: LedgerLine[] = [
    ...(principal > 0 ? [{ account: 'principal_receivable' as const, amount: principal }] : []),
    ...income,
  ];
  const postings: ExtensionPosting[] = [];
  if (back.length > 0) {
    const lines = [...back, { account: 'overpayment_suspense' as const, amount: -(principal + swapped) }];
    postings.push({ kind: 'adjustment', reference: `fee-parts:rollover:${rollover.id}`, lines });
  }
  postings.push({ kind: 'payment', reference: own, lines: payment });
  if (swapped > 0) {
    const lines: LedgerLine[] = [
      { account: 'overpayment_suspense', amount: swapped },
      { account: FEE, amount: -swapped },
    ];
    postings.push({ kind: 'adjustment', reference: extensionFeeIncomeReference(rollover.id), lines });
  }
  return postings;
}

const sumOf = (lines: readonly LedgerLine[], account: LedgerAccount) =>
  lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.amount, 0);
