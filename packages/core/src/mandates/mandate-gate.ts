import type { Executor } from '@lender/db';
import { asc, eq } from '@lender/db/orm';
import { mandates } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { MandateMethod } from './mandate-terms';

export type MandateRow = typeof mandates.$inferSelect;

/**
 * The gate every lender-initiated charge passes (issue 66, ADR 325): the loan's live mandate that
 * covers `amount` centavos on business date `date`, by `method` when given (the first active one
 * that covers, else the reason none does). Refused with a specific code, in this order:
 * `mandate_missing` (the loan has none), `mandate_revoked` (every one is revoked),
 * `mandate_date_not_covered` (no active one covers the date), `mandate_amount_exceeded` (the date
 * is covered, the amount is above its maximum — exactly the maximum passes).
 */
export async function liveMandate(
  tx: Executor,
  loanId: number,
  charge: { amount: number; date: string; method?: MandateMethod },
): Promise<MandateRow> {
  // Locked as a revocation locks them: a charge and a revocation at the same instant take turns, so
  // a charge never reads a mandate as active while its revocation is being written.
  const rows = (
    await tx
      .select()
      .from(mandates)
      .where(eq(mandates.loanId, loanId))
      .orderBy(asc(mandates.id))
      .for('update')
  ).filter((row) => charge.method === undefined || row.method === charge.method);
  if (rows.length === 0) throw new CoreError('mandate_missing');
  const active = rows.filter((row) => row.status === 'active');
  if (active.length === 0) throw new CoreError('mandate_revoked');
  const dated = active.filter((row) => row.coversFrom <= charge.date && charge.date <= row.coversTo);
  if (dated.length === 0) {
    const first = active[0] as MandateRow;
    throw new CoreError('mandate_date_not_covered', {
      field: ['date'],
      params: { from: first.coversFrom, to: first.coversTo },
    });
  }
  const covering = dated.find((row) => charge.amount <= row.maxAmount);
  if (!covering) {
    throw new CoreError('mandate_amount_exceeded', {
      field: ['amount'],
      params: { max: Math.max(...dated.map((row) => row.maxAmount)) },
    });
  }
  return covering;
}

/**
 * The last day a payer may object to a direct debit charged on `chargeOn`: 60 calendar days after
 * the end of the month it was charged (regulation-2026.md, "Direct debit"; ABM).
 */
export function objectionWindowEnd(chargeOn: string): string {
  const [year, month] = chargeOn.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one (UTC: no time zone moves the date).
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const end = new Date(Date.parse(`${monthEnd}T00:00:00Z`) + 60 * 86_400_000);
  return end.toISOString().slice(0, 10);
}
