import type { Executor } from '@lender/db';
import { and, eq, inArray, like, ne } from '@lender/db/orm';
import { fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { businessDate } from '../clock';
import type { CancellationReason } from '../providers/fiscal/port';
import type { IncomeSource } from './fiscal-income';
import { cancellableUntil, reissuableUntil } from './fiscal-nominative';

/**
 * What a payment's reversal did to its income: none recorded, not yet invoiced, a CFDI to cancel, or
 * a credit note of it due (SAT would refuse the cancellation).
 */
export type FiscalReversal =
  | 'none'
  | 'not_invoiced'
  | 'cancellation_queued'
  | 'credit_note_due'
  | 'already_reversed';

type Document = typeof fiscalDocuments.$inferSelect;

/**
 * Whether SAT still lets the lender cancel `document` on `today`: until the annual return's deadline
 * (`cancellableUntil`; a global one also while it can be issued again, `reissuableUntil`), and only
 * while no credit note is related to it (a CFDI with related CFDIs in force is not cancelled).
 */
async function satWouldCancel(tx: Executor, document: Document, today: string): Promise<boolean> {
  const until = document.kind === 'global' ? reissuableUntil(document) : cancellableUntil(document.stampedAt);
  if (today > until) return false;
  const [note] = await tx
    .select({ id: fiscalDocuments.id })
    .from(fiscalDocuments)
    .where(
      and(
        eq(fiscalDocuments.kind, 'credit_note'),
        ne(fiscalDocuments.status, 'cancelled'),
        like(fiscalDocuments.xml, `%CfdiRelacionado UUID="${document.uuid}"%`),
      ),
    )
    .limit(1);
  const [credit] = await tx
    .select({ id: fiscalCredits.id })
    .from(fiscalCredits)
    .where(and(eq(fiscalCredits.relatedDocumentId, document.id), ne(fiscalCredits.status, 'reversed')))
    .limit(1);
  return !note && !credit;
}

/**
 * A reversed payment's income (issue 51), in the reversal's transaction: the row is `reversed`, so
 * no CFDI is issued for it, and the CFDI it is already in is queued for cancellation — its own with
 * reason 03 (the operation did not take place), a global one with reason 01, replaced by a global
 * CFDI without it (`fiscal-documents` job). When SAT would refuse that cancellation (past its
 * deadline, or a credit note relates to the CFDI), the CFDI stays in force with the row and a credit
 * of kind `reversal` gives all its income back by a credit note. Once: a second call changes nothing.
 * The `credit` source: the income a credit paid on a reversal, when the credit is undone (ADR 365).
 */
export async function reverseFiscalIncome(
  tx: Executor,
  paymentId: number,
  now: Date,
  source: IncomeSource = 'payment',
): Promise<FiscalReversal> {
  const [row] = await tx
    .select()
    .from(fiscalIncome)
    .where(
      and(
        eq(fiscalIncome.paymentId, paymentId),
        eq(fiscalIncome.source, source),
        ne(fiscalIncome.status, 'reversed'),
      ),
    );
  if (!row) {
    const [seen] = await tx
      .select({ id: fiscalIncome.id })
      .from(fiscalIncome)
      .where(eq(fiscalIncome.paymentId, paymentId));
    return seen ? 'already_reversed' : 'none';
  }
  const [document] =
    row.documentId === null
      ? []
      : await tx.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, row.documentId));
  if (document?.status === 'issued' && !(await satWouldCancel(tx, document, businessDate(now)))) {
    const credited = await tx
      .insert(fiscalCredits)
      .values({
        paymentId,
        loanId: row.loanId,
        clientId: row.clientId,
        creditedOn: businessDate(now),
        kind: 'reversal',
        component: row.lines[0]?.component ?? 'interest',
        lines: row.lines,
        base: row.base,
        vat: row.vat,
        vatRate: row.vatRate,
        relatedDocumentId: document.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: fiscalCredits.id });
    return credited.length > 0 ? 'credit_note_due' : 'already_reversed';
  }
  await tx
    .update(fiscalIncome)
    .set({ status: 'reversed', reversedAt: now })
    .where(eq(fiscalIncome.id, row.id));
  if (!document) return 'not_invoiced';
  const reason: CancellationReason = document.kind === 'global' ? '01' : '03';
  await tx
    .update(fiscalDocuments)
    .set({ status: 'cancel_pending', cancelReason: reason, cancelRequestedAt: now })
    .where(and(inArray(fiscalDocuments.id, [document.id]), eq(fiscalDocuments.status, 'issued')));
  return 'cancellation_queued';
}
