import { t } from '../i18n';
import { type DocumentBlock, type DocumentModel, renderText } from '../pdf/document-model';
import { renderPdf } from '../pdf/render-pdf';
import { clauseBlocks, signatureBlocks } from './agreement-clauses';
import { AGREEMENT_WARNINGS, coverSheetBlocks, recoBlocks, scheduleTable } from './agreement-cover-sheet';
import type { AgreementTerms } from './agreement-model';

export { AGREEMENT_WARNINGS, CAT_LEGEND } from './agreement-cover-sheet';
// The agreement documents (issue 19): the terms and money/date formatting in
// `agreement-model.ts`, the cover sheet and schedule in `agreement-cover-sheet.ts`, the contract's
// clauses and signatures in `agreement-clauses.ts`; this file puts a document together and renders it.
export {
  type AgreementContext,
  type AgreementFee,
  type AgreementTerms,
  agreementTermsFromOffer,
  DEFAULT_LATE_DAILY_BPS,
  formatDate,
  formatPesos,
  type ScheduleRow,
} from './agreement-model';

/** Kinds of agreement document rendered from {@link AgreementTerms}. */
export const AGREEMENT_DOCUMENT_TYPES = ['loan_agreement', 'cover_sheet', 'payment_schedule'] as const;
export type AgreementDocumentType = (typeof AGREEMENT_DOCUMENT_TYPES)[number];

/**
 * The document model of an agreement document (the cover sheet first, as the rules ask). A `draft`
 * is what the borrower reads before signing (issue 47): its title, the red line under it, the foot
 * of every page and the borrower's signature line say it is not signed, and a notice at the end of
 * the contract and of the table says what signing does. None of them takes room from the carátula,
 * which has to fit its one page (the notice does not: it stays off the carátula alone).
 * The hash of what is signed is always the text without those marks ({@link renderAgreementText}).
 */
export function agreementDocument(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
  options: { draft?: boolean } = {},
): DocumentModel {
  const { lender } = terms;
  const draft = options.draft === true;
  const blocks: DocumentBlock[] =
    type === 'payment_schedule'
      ? [
          {
            kind: 'fields',
            rows: [
              [t('documents:agreement.cover.contractNumber'), terms.contractNumber],
              [t('documents:agreement.cover.borrower'), terms.borrower.fullName],
            ],
          },
          scheduleTable(terms),
          ...AGREEMENT_WARNINGS.map((text): DocumentBlock => ({ kind: 'notice', text })),
        ]
      : type === 'cover_sheet'
        ? coverSheetBlocks(terms)
        : [
            ...coverSheetBlocks(terms),
            { kind: 'page-break' },
            ...clauseBlocks(terms),
            ...recoBlocks(terms),
            ...signatureBlocks(terms, { signed: !draft }),
          ];
  const title = t(`documents:agreement.title.${type}`);
  const reca = `RECA ${lender.recaNumber}`;
  const marks = [
    ...(draft ? [t('documents:agreement.draft.mark')] : []),
    ...(lender.demo ? [t('documents:agreement.demoWatermark')] : []),
  ];
  return {
    title: draft ? t('documents:agreement.draft.title', { title }) : title,
    subtitle: `${lender.legalName} · RFC ${lender.rfc}`,
    footer: draft ? `${t('documents:agreement.draft.footer')} · ${reca}` : reca,
    ...(marks.length > 0 && { watermark: marks.join(' · ') }),
    author: lender.legalName,
    createdAt: new Date(`${terms.date}T12:00:00-06:00`),
    blocks:
      draft && type !== 'cover_sheet'
        ? [...blocks, { kind: 'notice', text: t('documents:agreement.draft.notice') }]
        : blocks,
  };
}

/**
 * The canonical text of the loan agreement with its cover sheet: the exact words the PDF shows, in
 * a stable form. The loans service hashes it (SHA-256) as the evidence of what was signed.
 */
export function renderAgreementText(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): string {
  return renderText(agreementDocument(terms, type));
}

/** The agreement document as PDF (text extractable). */
export function renderAgreementPdf(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): Promise<Uint8Array> {
  return renderPdf(agreementDocument(terms, type));
}
