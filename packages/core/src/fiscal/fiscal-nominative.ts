// A borrower who gives their RFC after their payments went in a month's global CFDI (issue 51, ADR
// 300). SAT defines cancellation reason 04, "operación nominativa relacionada en una factura global",
// for exactly this: the global CFDI is cancelled with reason 04 and issued again without those
// operations, and the customer gets a CFDI of their own for them. The global CFDI can be cancelled
// only until the last day of the month the issuer's annual ISR return is due (CFF art. 29-A; RMF
// 2.7.1.46): March of the next year for a company (the lender files as a persona moral, regime 601);
// after that the payment stays in the global CFDI and no CFDI of its own is issued (its income would
// be invoiced twice). The global CFDI issued again keeps its period's year, which SAT takes only up to
// the year after it (`reissuableUntil`).
import type { Executor } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { businessDate } from '../clock';
import type { PiiCrypto } from '../pii';
import { borrowerReceiver } from './fiscal-receiver';

/** The last business date a CFDI stamped at `stampedAt` may be cancelled: March 31 of the next year. */
export function cancellableUntil(stampedAt: Date): string {
  return `${Number(businessDate(stampedAt).slice(0, 4)) + 1}-03-31`;
}

/**
 * The last business date a global CFDI may be cancelled and issued again without some of its
 * payments: until `cancellableUntil`, and while its replacement's InformacionGlobal can still name
 * the period's year — SAT takes an Año only of the year of the CFDI's Fecha or the one before it, so
 * a December global CFDI stamped in January is re-issued at the latest on December 31 of that year.
 */
export function reissuableUntil(document: { stampedAt: Date; period: string | null }): string {
  const year = Number((document.period ?? businessDate(document.stampedAt)).slice(0, 4));
  const lastYear = `${year + 1}-12-31`;
  const cancellable = cancellableUntil(document.stampedAt);
  return lastYear < cancellable ? lastYear : cancellable;
}

/**
 * When a borrower has just given an RFC (in the profile's transaction): their payments in a global
 * CFDI still in force and still cancellable become pending again (the job issues each its own CFDI
 * once the global one is cancelled) and that global CFDI is queued for cancellation with reason 04
 * (one already queued for a reversal keeps its reason 01: its replacement leaves these out too).
 * Answers how many payments will get their own CFDI.
 */
export async function requestOwnCfdis(
  ctx: { readonly pii: PiiCrypto },
  tx: Executor,
  clientId: number,
  now: Date,
): Promise<number> {
  // Without a receiver (no RFC, or no postal code) the global CFDI keeps them.
  if (!(await borrowerReceiver(ctx, tx, clientId))) return 0;
  const today = businessDate(now);
  const inGlobal = await tx
    .select({ row: fiscalIncome.id, document: fiscalDocuments })
    .from(fiscalIncome)
    .innerJoin(fiscalDocuments, eq(fiscalDocuments.id, fiscalIncome.documentId))
    .where(
      and(
        eq(fiscalIncome.clientId, clientId),
        eq(fiscalIncome.status, 'issued'),
        eq(fiscalDocuments.kind, 'global'),
        inArray(fiscalDocuments.status, ['issued', 'cancel_pending']),
      ),
    );
  const moving = inGlobal.filter(({ document }) => today <= reissuableUntil(document));
  if (moving.length === 0) return 0;
  await tx
    .update(fiscalIncome)
    .set({ status: 'pending' })
    .where(
      inArray(
        fiscalIncome.id,
        moving.map(({ row }) => row),
      ),
    );
  const documents = [...new Set(moving.map(({ document }) => document.id))];
  await tx
    .update(fiscalDocuments)
    .set({ status: 'cancel_pending', cancelReason: '04', cancelRequestedAt: now })
    .where(and(inArray(fiscalDocuments.id, documents), eq(fiscalDocuments.status, 'issued')));
  return moving.length;
}
