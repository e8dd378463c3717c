// Test support for what a loan owes from day to day (the tests of a payment's day, ADR 358, 359): its
// balance, its late fees, its money held, its status, and the nightly close run for a day at noon.
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { balanceOf, outstandingOf } from '../src/ledger/accounts';
import { loanBalances } from '../src/ledger/ledger';
import { runOverdue } from '../src/loans/run-overdue';
import type { LendingTestCore } from './lending-fixtures';

/** Noon in Mexico City of a business date. */
export const noonOf = (day: string) => `${day}T18:00:00Z`;

/** The readings and the night of the test core `core()` gives (set in a `beforeAll`). */
export function loanDays(core: () => LendingTestCore) {
  const balances = (loanId: number) => loanBalances(core().core.db, loanId);
  return {
    owed: async (loanId: number) => outstandingOf(await balances(loanId)),
    /** What the loan holds for the borrower beyond what it owes (centavos). */
    held: async (loanId: number) => balanceOf(await balances(loanId), 'overpayment_suspense'),
    lateFeesCharged: async (loanId: number) => 0 - balanceOf(await balances(loanId), 'fee_income:late_fee'),
    statusOf: async (loanId: number) =>
      (await core().core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId)))[0]
        ?.status,
    /** The clock moved to `day` and the nightly close run for it (late fees charged up to it). */
    nightOf: async (day: string) => {
      core().clock.set(noonOf(day));
      await runOverdue(core().core, day);
    },
  };
}
