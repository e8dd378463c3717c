import type { BackOfficeCfdi } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, isNotNull } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome, loans } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { backOfficeCfdisOf, documentsById } from '../../fiscal/cfdi-views';

/**
 * `backOffice.loanCfdis` (issue 51): the loan's CFDIs and the global CFDIs holding its payments,
 * newest first, each with the payments it invoices; `not_found` for no such loan.
 */
export async function loanCfdis(
  ctx: { readonly db: Database },
  { params: { id: loanId } }: { readonly params: { readonly id: number } },
): Promise<BackOfficeCfdi[]> {
  const [loan] = await ctx.db.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new CoreError('not_found');
  const [own, holding] = await Promise.all([
    ctx.db.select({ id: fiscalDocuments.id }).from(fiscalDocuments).where(eq(fiscalDocuments.loanId, loanId)),
    ctx.db
      .selectDistinct({ id: fiscalIncome.documentId })
      .from(fiscalIncome)
      .where(and(eq(fiscalIncome.loanId, loanId), isNotNull(fiscalIncome.documentId))),
  ]);
  // A global CFDI replaced after a reversal no longer holds the reversed payment: the loan's rows
  // point at the one that replaced it; the cancelled one is found through `replacesId`.
  const ids = new Set([...own, ...holding].map((row) => row.id as number));
  let rows = await documentsById(ctx.db, [...ids]);
  const replaced = rows
    .map((row) => row.replacesId)
    .filter((id): id is number => id !== null && !ids.has(id));
  rows = [...rows, ...(await documentsById(ctx.db, replaced))];
  rows.sort((a, b) => b.stampedAt.getTime() - a.stampedAt.getTime() || b.id - a.id);
  return backOfficeCfdisOf(ctx.db, rows);
}
