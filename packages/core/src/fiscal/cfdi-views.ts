import { moneyView } from '@lender/calculator/kernel';
import type { BackOfficeCfdi, CfdiSummary } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { asc, inArray } from '@lender/db/orm';
import { fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';

export type FiscalDocumentRow = typeof fiscalDocuments.$inferSelect;

/**
 * The columns a CFDI's summary is made of: a list selects these, not the stored XML (tens of
 * kilobytes a document, which only its download reads).
 */
export const CFDI_SUMMARY_COLUMNS = {
  id: fiscalDocuments.id,
  kind: fiscalDocuments.kind,
  series: fiscalDocuments.series,
  folio: fiscalDocuments.folio,
  uuid: fiscalDocuments.uuid,
  stampedAt: fiscalDocuments.stampedAt,
  subtotal: fiscalDocuments.subtotal,
  vat: fiscalDocuments.vat,
  total: fiscalDocuments.total,
  status: fiscalDocuments.status,
  cancelReason: fiscalDocuments.cancelReason,
  provider: fiscalDocuments.provider,
  loanId: fiscalDocuments.loanId,
};

/** A stored CFDI as the borrower's and finance's lists show it. */
export function cfdiSummaryOf(
  row: Pick<FiscalDocumentRow, Exclude<keyof typeof CFDI_SUMMARY_COLUMNS, 'loanId'>>,
): CfdiSummary {
  return {
    id: row.id,
    kind: row.kind,
    series: row.series,
    folio: row.folio,
    uuid: row.uuid,
    stampedAt: row.stampedAt.toISOString(),
    subtotal: moneyView(row.subtotal),
    vat: moneyView(row.vat),
    total: moneyView(row.total),
    status: row.status,
    cancelReason: (row.cancelReason as CfdiSummary['cancelReason']) ?? null,
    sandbox: row.provider === 'sandbox',
  };
}

/** Stored CFDIs as finance sees them, with the payments each invoices (a credit note: the payoff). */
export async function backOfficeCfdisOf(
  db: Executor,
  rows: readonly FiscalDocumentRow[],
): Promise<BackOfficeCfdi[]> {
  const ids = rows.map((row) => row.id);
  const payments = new Map<number, number[]>();
  if (ids.length > 0) {
    const income = await db
      .select({ documentId: fiscalIncome.documentId, paymentId: fiscalIncome.paymentId })
      .from(fiscalIncome)
      .where(inArray(fiscalIncome.documentId, ids))
      .orderBy(asc(fiscalIncome.paymentId));
    const credits = await db
      .select({ documentId: fiscalCredits.documentId, paymentId: fiscalCredits.paymentId })
      .from(fiscalCredits)
      .where(inArray(fiscalCredits.documentId, ids));
    for (const { documentId, paymentId } of [...income, ...credits])
      if (documentId !== null) payments.set(documentId, [...(payments.get(documentId) ?? []), paymentId]);
  }
  return rows.map((row) => ({
    ...cfdiSummaryOf(row),
    loanId: row.loanId,
    clientId: row.clientId,
    receiverRfc: row.receiverRfc,
    period: row.period,
    provider: row.provider,
    replacesId: row.replacesId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    paymentIds: payments.get(row.id) ?? [],
  }));
}

/** Rows of `fiscal_documents` by id (for the lists that find them through their payments). */
export const documentsById = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as FiscalDocumentRow[])
    : db
        .select()
        .from(fiscalDocuments)
        .where(inArray(fiscalDocuments.id, [...ids]));
