import { createHash } from 'node:crypto';
import type { LoanDocumentType } from '@lender/contracts';
import { renderText } from '../pdf/document-model';
import {
  AGREEMENT_DOCUMENT_TYPES,
  type AgreementDocumentType,
  type AgreementTerms,
  agreementDocument,
} from './agreement';
import type { CompanyInfo } from './company';
import type { PublicDocumentId } from './public-documents';

/** A rendered PDF with its title. */
export interface PdfFile {
  type: LoanDocumentType | PublicDocumentId;
  title: string;
  bytes: Uint8Array;
}

/**
 * What loans, rollovers and the notices reach of the loan documents through their ports (the borrower's
 * reads are plain use cases in `documents/loan/`).
 */
export interface LoanDocumentsService {
  /** The lender's data in force (configuration, or the demo values). */
  readonly company: CompanyInfo;
  /** The agreement terms of the client's active application (`no_active_application` when none). */
  currentTerms(
    clientId: number,
    applicationId?: number,
  ): Promise<{ applicationId: number; terms: AgreementTerms }>;
  /**
   * For the loans service at signing: keeps the agreement, its cover sheet and the schedule of
   * `terms` for the client, linked to the application and loan. Returns the hash of
   * `renderAgreementText(terms)` (hex SHA-256), the same one {@link agreementTextSha256} gives.
   */
  archiveAgreement(
    clientId: number,
    input: { applicationId: number; loanId?: number | null; terms: AgreementTerms },
  ): Promise<{ documentIds: number[]; textSha256: string }>;
  /**
   * Keeps a document the borrower signed or accepted that another service rendered (the extension
   * agreement, issue 11): listed with the loan's documents and downloadable later. Once per client,
   * type and text (`text` is what the document says; its hash is kept). Returns the document id.
   */
  archive(
    clientId: number,
    input: {
      type: LoanDocumentType;
      title: string;
      text: string;
      bytes: Uint8Array;
      applicationId: number | null;
      loanId: number | null;
    },
  ): Promise<number>;
}

/** Hex SHA-256 of a text's UTF-8 bytes. */
export function textSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The hash of the canonical agreement text the signature refers to. */
export function agreementTextSha256(terms: AgreementTerms): string {
  return textSha256(renderText(agreementDocument(terms, 'loan_agreement')));
}

export const isAgreementType = (type: LoanDocumentType): type is AgreementDocumentType =>
  (AGREEMENT_DOCUMENT_TYPES as readonly string[]).includes(type);
