import type { LoanDocumentType } from '@lender/contracts';
import type { Executor } from '@lender/db';

// What loans ask of the loan documents (ADR 150): ports, so that loans/ never imports documents/
// (documents/ reads clients, catalog and codes; loans/ stays free of its PDFs). core.ts wires the
// loan-documents service in.

/**
 * The agreement the borrower signs. `terms` are the documents' own (opaque here): loans only hand
 * back what `currentTerms` gave them.
 */
export interface LoanAgreementPort {
  /** The agreement terms of the client's active application (`no_active_application` when none). */
  currentTerms(clientId: number, applicationId?: number): Promise<{ applicationId: number; terms: unknown }>;
  /** Hex SHA-256 of the canonical agreement text of `terms`: what the signature refers to. */
  agreementTextSha256(terms: unknown): string;
  /**
   * Keeps the agreement, its cover sheet and the schedule of `terms` for the client, linked to the
   * application and loan; returns the documents' ids and the hash {@link agreementTextSha256} gives.
   */
  archiveAgreement(
    clientId: number,
    input: {
      applicationId: number;
      loanId?: number | null;
      terms: unknown;
      /** The signed contract's PDF the evidence hashed: kept as is, so the borrower's copy is that file. */
      signedPdf?: Uint8Array;
    },
  ): Promise<{ documentIds: number[]; textSha256: string }>;
  /**
   * NOM-151 (issue 50): renders the signed contract's PDF from `terms`, hashes it, gathers the
   * signing events and asks the time-stamping authority for a token over the hash — before the
   * signing's transaction. The evidence is the documents' own (opaque here but for its `pdf`): loans
   * hand it to {@link storeSigningEvidence} and its `pdf` to {@link archiveAgreement}.
   */
  prepareSigningEvidence(input: {
    clientId: number;
    applicationId: number;
    terms: unknown;
    phone: string;
    signedAt: Date;
    ip: string | null;
    userAgent: string | null;
    agreementTextSha256: string | null;
    /** The direct-debit mandates accepted with the contract (issue 66): kept with the consents, text and hash. */
    mandates?: readonly SignedMandateText[];
  }): Promise<{ readonly pdf: Uint8Array }>;
  /** Stores what {@link prepareSigningEvidence} gave with the loan, inside the signing's transaction. */
  storeSigningEvidence(
    tx: Executor,
    evidence: unknown,
    ids: { loanId: number; applicationId: number; clientId: number },
  ): Promise<void>;
}

/** A mandate's text as the borrower accepted it at signing (`mandate_clabe`, `mandate_card`). */
export interface SignedMandateText {
  readonly kind: string;
  readonly version: string;
  readonly text: string;
}

/** Where a paper given with a loan (the extension agreement, issue 11) is kept with the loan's documents. */
export interface LoanPapersPort {
  /** Keeps a rendered document once per client, type and text; returns its id. */
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
