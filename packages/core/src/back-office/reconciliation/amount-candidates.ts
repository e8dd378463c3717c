// The amount pass of a settlement import (ADR 141): the payments a line may be, found by account
// and amount without reading every candidate of the period for every line.
import { daysBetween } from '@lender/calculator/kernel';

/** What the amount pass reads of a payment. */
export interface AmountCandidate {
  readonly id: number;
  readonly clabe: string | null;
  readonly amount: number;
  readonly paidAmount: number | null;
  /** The business date it completed on (Mexico City), or null when it has none. */
  readonly completedOn: string | null;
}

/** What the amount pass reads of a line. */
export interface AmountLine {
  readonly amount: number;
  readonly valueDate: string;
  readonly account: string;
}

const paidOf = (payment: AmountCandidate) => payment.paidAmount ?? payment.amount;

/**
 * The period's candidates by account (the CLABE, for SPEI; one group otherwise) and by amount
 * paid, so a line looks at the payments within the amount tolerance of its own account only.
 * `best` gives what a scan of every candidate gave: within the tolerances, not `taken`, the
 * nearest completion date to the line's value date, then the lowest id.
 */
export function amountCandidates<P extends AmountCandidate>(
  candidates: readonly P[],
  byAccount: boolean,
  tolerance: { readonly amountCentavos: number; readonly days: number },
) {
  const groups = new Map<string, P[]>();
  for (const payment of candidates) {
    if (payment.completedOn === null) continue;
    if (byAccount && payment.clabe === null) continue;
    const key = byAccount ? (payment.clabe as string) : '';
    const group = groups.get(key);
    if (group) group.push(payment);
    else groups.set(key, [payment]);
  }
  for (const group of groups.values()) group.sort((a, b) => paidOf(a) - paidOf(b) || a.id - b.id);

  return {
    best(line: AmountLine, taken: (payment: P) => boolean): P | undefined {
      const group = groups.get(byAccount ? line.account : '');
      if (!group) return undefined;
      const lowest = line.amount - tolerance.amountCentavos;
      // The first payment paid at least `lowest` (binary search over the sorted amounts).
      let low = 0;
      let high = group.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (paidOf(group[middle] as P) < lowest) low = middle + 1;
        else high = middle;
      }
      let best: P | undefined;
      let bestDays = Number.POSITIVE_INFINITY;
      for (let i = low; i < group.length; i++) {
        const payment = group[i] as P;
        if (paidOf(payment) > line.amount + tolerance.amountCentavos) break;
        if (taken(payment)) continue;
        const days = Math.abs(daysBetween(payment.completedOn as string, line.valueDate));
        if (days > tolerance.days) continue;
        if (days < bestDays || (days === bestDays && best !== undefined && payment.id < best.id)) {
          best = payment;
          bestDays = days;
        }
      }
      return best;
    },
  };
}
