import type { Executor } from '@lender/db';
import { and, eq, ne } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import type { CancellationReason } from '../providers/fiscal/port';
import type { IncomeSource } from './fiscal-income';

/** What a payment's reversal did to its income: none recorded, not yet invoiced, or a CFDI to cancel. */
export type FiscalReversal = 'none' | 'not_invoiced' | 'cancellation_queued' | 'already_reversed';

/**
 * A reversed payment's income (issue 51), in the reversal's transaction: the row is `reversed`, so
 * no CFDI is issued for it, and the CFDI it is already in is queued for cancellation — its own with
 * reason 03 (the operation did not take place), a global one with reason 01, replaced by a global
 * CFDI without it (`fiscal-documents` job). Once: a second call changes nothing. The `credit` source:
 * the income a credit paid on a reversal, when the credit is undone (ADR 365).
 */
export async function reverseFiscalIncome(
  tx: Executor,
  paymentId: number,
  now: Date,
  source: IncomeSource = 'payment',
): Promise<FiscalReversal> {
  const [row] = await tx
    .update(fiscalIncome)
    .set({ status: 'reversed', reversedAt: now })
    .where(
      and(
        eq(fiscalIncome.paymentId, paymentId),
        eq(fiscalIncome.source, source),
        ne(fiscalIncome.status, 'reversed'),
      ),
    )
    .returning({ documentId: fiscalIncome.documentId });
  if (!row) {
    const [seen] = await tx
      .select({ id: fiscalIncome.id })
      .from(fiscalIncome)
      .where(eq(fiscalIncome.paymentId, paymentId));
    return seen ? 'already_reversed' : 'none';
  }
  if (row.documentId === null) return 'not_invoiced';
  const [document] = await tx
    .select({ kind: fiscalDocuments.kind })
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, row.documentId));
  const reason: CancellationReason = document?.kind === 'global' ? '01' : '03';
  await tx
    .update(fiscalDocuments)
    .set({ status: 'cancel_pending', cancelReason: reason, cancelRequestedAt: now })
    .where(and(eq(fiscalDocuments.id, row.documentId), eq(fiscalDocuments.status, 'issued')));
  return 'cancellation_queued';
}
