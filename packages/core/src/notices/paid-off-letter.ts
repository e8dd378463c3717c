import { fullNameOf } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import { formatDate, formatMoney } from '@lender/i18n';
import { businessDate } from '../clock';
import { contractNumberOf } from '../contract-number';
import { t } from '../i18n';
import { nameColumns } from '../identity/name-parts';
import type { DocumentModel } from '../pdf/document-model';
import { renderText } from '../pdf/document-model';
import { renderPdf } from '../pdf/render-pdf';

/** Keeps a document in the borrower's documents (`loanDocuments.archive`, wired in core.ts). */
export type ArchiveDocument = (
  clientId: number,
  input: {
    type: 'paid_off_letter';
    title: string;
    text: string;
    bytes: Uint8Array;
    applicationId: number | null;
    loanId: number | null;
  },
) => Promise<number>;

/**
 * The paid-off letter (carta de no adeudo) of a paid loan, kept once in the borrower's documents
 * beside the agreement (issue 38). Its date is the day the loan was closed, so the letter is the
 * same whenever it is made; the archive keeps one per text.
 */
export async function keepPaidOffLetter(
  db: Database,
  loanId: number,
  company: { legalName: string },
  archive: ArchiveDocument,
): Promise<number | null> {
  const [row] = await db
    .select({
      loan: loans,
      ...nameColumns,
    })
    .from(loans)
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .where(eq(loans.id, loanId));
  if (!row?.loan.closedAt) return null;
  const model = paidOffLetterModel({
    legalName: company.legalName,
    fullName: fullNameOf(row),
    contractNumber: contractNumberOf(row.loan.applicationId),
    principal: row.loan.principal,
    signedOn: businessDate(row.loan.signedAt),
    paidOn: businessDate(row.loan.closedAt),
    closedAt: row.loan.closedAt,
  });
  return archive(row.loan.clientId, {
    type: 'paid_off_letter',
    title: model.title,
    text: renderText(model),
    bytes: await renderPdf(model),
    applicationId: row.loan.applicationId,
    loanId,
  });
}

/** The letter as a document model (PDF and text from one source). */
export function paidOffLetterModel(input: {
  legalName: string;
  fullName: string;
  /** The loan's number as the borrower knows it (`contractNumberOf`), never its internal id. */
  contractNumber: string;
  principal: number;
  signedOn: string;
  paidOn: string;
  closedAt: Date;
}): DocumentModel {
  return {
    title: t('messages:notice.paidOffLetter.title'),
    subtitle: input.legalName,
    author: input.legalName,
    createdAt: input.closedAt,
    blocks: [
      {
        kind: 'paragraph',
        text: t('messages:notice.paidOffLetter.text', {
          legalName: input.legalName,
          fullName: input.fullName,
          contractNumber: input.contractNumber,
          date: input.paidOn,
        }),
      },
      {
        kind: 'fields',
        rows: [
          [t('messages:notice.paidOffLetter.loan'), input.contractNumber],
          [t('messages:notice.paidOffLetter.principal'), formatMoney(input.principal)],
          [t('messages:notice.paidOffLetter.signedOn'), formatDate(input.signedOn)],
          [t('messages:notice.paidOffLetter.paidOn'), formatDate(input.paidOn)],
        ],
      },
    ],
  };
}
