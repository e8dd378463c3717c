import { createHash } from 'node:crypto';
import type { LoanDocumentType } from '@lender/contracts';
import { renderText } from '../pdf/document-model';
import {
  AGREEMENT_DOCUMENT_TYPES,
  type AgreementDocumentType,
  type AgreementTerms,
  agreementDocument,
} from './agreement';
import type { PublicDocumentId } from './public-documents';

/** A rendered PDF with its title. */
export interface PdfFile {
  type: LoanDocumentType | PublicDocumentId;
  title: string;
  /** The name it is saved under: its type (`loan_agreement.pdf`). */
  fileName: string;
  bytes: Uint8Array;
}

/** A document's PDF, saved under its type's name. */
export const pdfFile = (type: PdfFile['type'], title: string, bytes: Uint8Array): PdfFile => ({
  type,
  title,
  fileName: `${type}.pdf`,
  bytes,
});

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
