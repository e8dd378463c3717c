import { agreementPdf, type LoanDocumentsContext } from '../loan-documents';
import type { PdfFile } from '../loan-documents-model';

/**
 * `GET draft-loan-agreement-pdf`: the loan agreement of the client's active application as PDF, a
 * draft that says so until it is signed (`no_active_application` without one).
 */
export async function draftLoanAgreement(
  ctx: LoanDocumentsContext,
  { actorId }: { readonly actorId: number },
): Promise<PdfFile> {
  return agreementPdf(ctx, actorId, 'loan_agreement');
}
