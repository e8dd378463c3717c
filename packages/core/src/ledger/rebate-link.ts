// Which early-payoff rebate was posted with a payment: the loan account posts it in the payment's
// own settlement, just before the payment's transaction (`post`, ADR 215), under the loan's lock.
import type { Executor } from '@lender/db';
import { and, desc, eq, lt } from '@lender/db/orm';
import { ledgerTransactions } from '@lender/db/schema';

/**
 * The id of the early-payoff rebate posted with the payment whose transaction is `paymentTransaction`:
 * the loan's rebate posted before it with no other transaction of the loan between them (ids of
 * other loans' postings may fall between), or null.
 */
export async function rebatePostedWith(
  tx: Executor,
  loanId: number,
  paymentTransaction: number,
): Promise<number | null> {
  // The loan's last posting before the payment's: the rebate, or the payment had none.
  const [before] = await tx
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.loanId, loanId), lt(ledgerTransactions.id, paymentTransaction)))
    .orderBy(desc(ledgerTransactions.id))
    .limit(1);
  return before?.kind === 'early_payoff_rebate' ? before.id : null;
}
