// The interest and fees a loan's payments have paid so far, net of the interest its credit notes
// gave back: the base on which its IVA is rounded once (ADR 312). The loan account reads it to take
// each payment's IVA with its base; the CFDI of the payment reads it to state the same IVA.
import { vatOn } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, eq, ne, or, sum } from '@lender/db/orm';
import { fiscalCredits, fiscalIncome } from '@lender/db/schema';

/** A payment's income row of one source (`fiscal_income` is unique per payment and source). */
export interface IncomeRowKey {
  readonly paymentId: number;
  readonly source: (typeof fiscalIncome.$inferSelect)['source'];
}

/** What a loan's payments paid of interest and fees, and the IVA their CFDIs stated on it. */
export interface IncomePaid {
  /** Centavos of interest and fees, net of what credit notes gave back. */
  readonly base: number;
  /** Centavos of IVA stated on that income, net of the credit notes' IVA. */
  readonly vat: number;
}

/**
 * The interest and fees paid by the loan's payments other than the row `except` (a retried
 * recording's own; the payment's rows of other sources still count), less the interest credit notes
 * gave back, and the IVA stated with them; reversed rows count for nothing.
 */
export async function incomePaidBefore(
  tx: Executor,
  loanId: number,
  except?: IncomeRowKey,
): Promise<IncomePaid> {
  const [paid] = await tx
    .select({ base: sum(fiscalIncome.base).mapWith(Number), vat: sum(fiscalIncome.vat).mapWith(Number) })
    .from(fiscalIncome)
    .where(
      and(
        eq(fiscalIncome.loanId, loanId),
        ne(fiscalIncome.status, 'reversed'),
        ...(except === undefined
          ? []
          : [or(ne(fiscalIncome.paymentId, except.paymentId), ne(fiscalIncome.source, except.source))]),
      ),
    );
  const [credited] = await tx
    .select({ base: sum(fiscalCredits.base).mapWith(Number), vat: sum(fiscalCredits.vat).mapWith(Number) })
    .from(fiscalCredits)
    .where(and(eq(fiscalCredits.loanId, loanId), ne(fiscalCredits.status, 'reversed')));
  return {
    base: (paid?.base ?? 0) - (credited?.base ?? 0),
    vat: (paid?.vat ?? 0) - (credited?.vat ?? 0),
  };
}

/**
 * The IVA of `base` more centavos of income after `before`: the IVA of the whole income, rounded
 * once, less the IVA already stated on the income before. Without a reversal the two are the same
 * as rounding the earlier total; after one (an earlier payment's row no longer counts) the IVA
 * stated on what still counts is what was really paid, so the running total stays exact.
 */
export function vatOfIncome(before: IncomePaid, base: number, vatPercent: number): number {
  return Math.max(0, vatOn(before.base + base, vatPercent) - before.vat);
}
