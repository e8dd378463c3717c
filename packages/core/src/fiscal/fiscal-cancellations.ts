// Cancellations of the `fiscal-documents` job (issue 51): the CFDIs reversals and borrowers' new RFCs
// queued (`cancel_pending`) are asked of the PAC, and those waiting for their receiver's answer
// (`cancel_requested`) are asked about again until SAT says cancelled or rejected.
import { and, asc, eq } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import type { CancellationReason } from '../providers/fiscal/port';
import { type FiscalContext, issueGlobalOf } from './fiscal-issuing';

const BATCH = 200;

/**
 * Cancels a CFDI queued for cancellation. A global one still holding other payments is first
 * replaced by a global CFDI of them (TipoRelacion 04; committed on its own, so a failed cancellation
 * never loses it and a retry finds it): reason 01 names it as FolioSustitucion; reason 04 (a payment
 * in it gets its borrower's own CFDI) names none, as SAT defines it. A global CFDI left with no
 * payment is cancelled with reason 03 (01) or 04 (04).
 */
export async function cancelDocument(
  ctx: FiscalContext,
  documentId: number,
): Promise<{ replaced: boolean; cancelled: boolean }> {
  let replaced = false;
  const [document] = await ctx.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, documentId));
  if (document?.status !== 'cancel_pending') return { replaced, cancelled: false };
  let replacement: string | undefined;
  const queued = (document.cancelReason ?? '03') as CancellationReason;
  if (document.kind === 'global' && (queued === '01' || queued === '04')) {
    const [existing] = await ctx.db
      .select({ uuid: fiscalDocuments.uuid })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.replacesId, document.id));
    // What stays in the month's global CFDI: neither reversed nor moving to its borrower's own.
    const stamped =
      existing ??
      (await issueGlobalOf(
        ctx,
        document.period ?? '',
        (tx) =>
          tx
            .select()
            .from(fiscalIncome)
            .where(and(eq(fiscalIncome.documentId, document.id), eq(fiscalIncome.status, 'issued')))
            .orderBy(asc(fiscalIncome.id))
            .for('update'),
        document,
      ));
    replaced = !existing && stamped !== null;
    replacement = stamped?.uuid;
  }
  const reason: CancellationReason = queued === '01' && !replacement ? '03' : queued;
  const answer = await ctx.providers.fiscal.cancel({
    uuid: document.uuid,
    receiverRfc: document.receiverRfc,
    total: document.total,
    reason,
    ...(reason === '01' && replacement && { replacement }),
  });
  const now = ctx.clock.now();
  await ctx.db
    .update(fiscalDocuments)
    .set({
      status: answer.status === 'cancelled' ? 'cancelled' : 'cancel_requested',
      cancelReason: reason,
      cancelledAt: answer.status === 'cancelled' ? now : null,
      cancelAcknowledgement: answer.acknowledgement,
    })
    .where(and(eq(fiscalDocuments.id, document.id), eq(fiscalDocuments.status, 'cancel_pending')));
  return { replaced, cancelled: true };
}

/** The CFDIs queued for cancellation, oldest first. */
export const queuedCancellations = (ctx: FiscalContext) =>
  ctx.db
    .select({ id: fiscalDocuments.id })
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.status, 'cancel_pending'))
    .orderBy(asc(fiscalDocuments.id))
    .limit(BATCH);

/** What asking about the cancellations waiting for their receiver found. */
export interface CancellationChecks {
  accepted: number;
  rejected: number;
  waiting: number;
}

/**
 * Asks the PAC where each cancellation waiting for its receiver stands and records the answer:
 * accepted (or not answered in SAT's three business days) → `cancelled`; rejected → `cancel_rejected`,
 * the CFDI stays in force, and finance is told through the log (the reversal it came from needs a
 * person: a new cancellation with the receiver's agreement). Still waiting: asked again next run.
 */
export async function checkRequestedCancellations(
  ctx: FiscalContext,
  attempt: (what: string, work: () => Promise<void>) => Promise<void>,
): Promise<CancellationChecks> {
  const checks: CancellationChecks = { accepted: 0, rejected: 0, waiting: 0 };
  const requested = await ctx.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.status, 'cancel_requested'))
    .orderBy(asc(fiscalDocuments.id))
    .limit(BATCH);
  for (const document of requested)
    await attempt(`cancellation-status:${document.id}`, async () => {
      const answer = await ctx.providers.fiscal.cancellationStatus({
        uuid: document.uuid,
        receiverRfc: document.receiverRfc,
        total: document.total,
      });
      if (answer.status === 'requested') {
        checks.waiting += 1;
        return;
      }
      const accepted = answer.status === 'cancelled';
      await ctx.db
        .update(fiscalDocuments)
        .set({
          status: accepted ? 'cancelled' : 'cancel_rejected',
          cancelledAt: accepted ? ctx.clock.now() : null,
          cancelAcknowledgement: answer.acknowledgement,
        })
        .where(and(eq(fiscalDocuments.id, document.id), eq(fiscalDocuments.status, 'cancel_requested')));
      if (accepted) checks.accepted += 1;
      else {
        checks.rejected += 1;
        ctx.logger.warn('CFDI cancellation rejected by its receiver', {
          documentId: document.id,
          uuid: document.uuid,
        });
      }
    });
  return checks;
}
