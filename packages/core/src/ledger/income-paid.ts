// The interest and fees a loan's payments have paid so far, net of the interest its credit notes
// gave back: the base on which its IVA is rounded once (ADR 312). The loan account reads it to take
// each payment's IVA with its base; the CFDI of the payment reads it to state the same IVA.
import { vatOn } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, eq, ne, sum } from '@lender/db/orm';
import { fiscalCredits, fiscalIncome } from '@lender/db/schema';

/**
 * Centavos of interest and fees paid by the loan's payments other than `except` (a retried
 * payment's own row), less the interest credit notes gave back; reversed rows count for nothing.
 */
export async function incomePaidBefore(tx: Executor, loanId: number, except?: number): Promise<number> {
  const [paid] = await tx
    .select({ base: sum(fiscalIncome.base).mapWith(Number) })
    .from(fiscalIncome)
    .where(
      and(
        eq(fiscalIncome.loanId, loanId),
        ne(fiscalIncome.status, 'reversed'),
        ...(except === undefined ? [] : [ne(fiscalIncome.paymentId, except)]),
      ),
    );
  const [credited] = await tx
    .select({ base: sum(fiscalCredits.base).mapWith(Number) })
    .from(fiscalCredits)
    .where(and(eq(fiscalCredits.loanId, loanId), ne(fiscalCredits.status, 'reversed')));
  return (paid?.base ?? 0) - (credited?.base ?? 0);
}

/** The IVA of `base` more centavos of income after `paidBefore`: the IVA of the total, rounded once, less the earlier part. */
export function vatOfIncome(paidBefore: number, base: number, vatPercent: number): number {
  return vatOn(paidBefore + base, vatPercent) - vatOn(paidBefore, vatPercent);
}
