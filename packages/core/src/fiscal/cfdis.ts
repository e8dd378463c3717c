import { moneyView } from '@lender/calculator/kernel';
import { type ClientCfdis, paymentFolio } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq, inArray, ne } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { CFDI_SUMMARY_COLUMNS, cfdiSummaryOf } from './cfdi-views';

/**
 * `client.cfdis`: the borrower's own CFDIs of interest and fees (and credit notes of them), newest first (each downloads as XML
 * and PDF), the payments that went in a global CFDI to the general public, and those still waiting
 * for their CFDI (the `fiscal-documents` job issues them within minutes, a global one after its month).
 */
export async function cfdis(
  ctx: { readonly db: Database },
  { actorId: clientId }: { readonly actorId: number },
): Promise<ClientCfdis> {
  const [own, income] = await Promise.all([
    ctx.db
      .select(CFDI_SUMMARY_COLUMNS)
      .from(fiscalDocuments)
      .where(
        and(eq(fiscalDocuments.clientId, clientId), inArray(fiscalDocuments.kind, ['income', 'credit_note'])),
      )
      .orderBy(desc(fiscalDocuments.stampedAt), desc(fiscalDocuments.id)),
    ctx.db
      .select({ row: fiscalIncome, kind: fiscalDocuments.kind, period: fiscalDocuments.period })
      .from(fiscalIncome)
      .leftJoin(fiscalDocuments, eq(fiscalDocuments.id, fiscalIncome.documentId))
      .where(and(eq(fiscalIncome.clientId, clientId), ne(fiscalIncome.status, 'reversed')))
      .orderBy(desc(fiscalIncome.paidOn), desc(fiscalIncome.id)),
  ]);
  const payment = ({ row }: (typeof income)[number]) => ({
    paymentFolio: paymentFolio(row.paymentId),
    loanId: row.loanId,
    paidOn: row.paidOn,
    total: moneyView(row.base + row.vat),
  });
  return {
    cfdis: own.map((row) => ({ ...cfdiSummaryOf(row), loanId: row.loanId ?? 0 })),
    inGlobal: income
      .filter((entry) => entry.kind === 'global')
      .map((entry) => ({ ...payment(entry), period: entry.period ?? '' })),
    pending: income.filter((entry) => entry.row.status === 'pending').map(payment),
  };
}
