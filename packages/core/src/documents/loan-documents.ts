import { createHash } from 'node:crypto';
import type { LoanDocumentType } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq, isNotNull } from '@lender/db/orm';
import { agreementSignatures, loanDocuments } from '@lender/db/schema';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import { type DocumentModel, renderText } from '../pdf/document-model';
import { renderPdf } from '../pdf/render-pdf';
import type { PiiCrypto } from '../pii';
import { newStorageKey } from '../providers/storage/port';
import {
  AGREEMENT_DOCUMENT_TYPES,
  type AgreementDocumentType,
  type AgreementTerms,
  agreementDocument,
} from './agreement';
import { applicationAgreement } from './application-terms';
import type { CompanyInfo } from './company';
import type { ResolvedDocumentsOptions } from './documents-options';
import { agreementTextSha256, type PdfFile, pdfFile, textSha256 } from './loan-documents-model';

// The loan documents the borrower reads are plain use cases in `documents/loan/` (issue 49:
// `render-document.ts`, `document.ts`, `document-download.ts`, `draft-loan-agreement.ts`,
// `document-list.ts`, `document-download-temporary.ts`) over what this file shares: the terms of the
// active application (`currentTerms`), keeping (`archiveAgreement`, `archiveDocument`) and reading the
// PDFs. Loans, rollovers and the notices reach these through ports that core.ts wires (loans never
// import documents). The hashes of what was signed are in `loan-documents-model.ts`, the HTML view of
// a document in `document-html.ts`.
export { renderHtml } from './document-html';
export {
  agreementTextSha256,
  type PdfFile,
  textSha256,
} from './loan-documents-model';

/**
 * What the loan documents' use cases read of the core: its database, clock, logger, personal-data
 * crypto, the lender's data and the document storage. core.ts's `Core` is one.
 */
export interface LoanDocumentsContext {
  db: Database;
  clock: Clock;
  logger: Logger;
  pii: PiiCrypto;
  company: CompanyInfo;
  documentsOptions: Pick<ResolvedDocumentsOptions, 'storage'>;
}

/** The agreement terms of the client's active application (`no_active_application` when none). */
export async function currentTerms(
  ctx: Pick<LoanDocumentsContext, 'db' | 'pii' | 'logger' | 'company'>,
  clientId: number,
  applicationId?: number,
): Promise<{ applicationId: number; terms: AgreementTerms }> {
  const { db, pii, logger, company } = ctx;
  const found = await applicationAgreement({ db, pii, logger, company, clientId, applicationId });
  if (!found) throw new CoreError('no_active_application');
  return found;
}

/** Keeps a rendered document once per (client, type, text): what was signed or given with a loan. */
export async function keepDocument(
  ctx: Pick<LoanDocumentsContext, 'db' | 'clock' | 'documentsOptions'>,
  clientId: number,
  type: LoanDocumentType,
  model: Pick<DocumentModel, 'title'>,
  bytes: Uint8Array,
  links: { applicationId: number | null; loanId: number | null },
  text: string = renderText(model as DocumentModel),
): Promise<number> {
  const { db, clock } = ctx;
  const { storage } = ctx.documentsOptions;
  const hash = textSha256(text);
  const existing = async () => {
    const [row] = await db
      .select({ id: loanDocuments.id, loanId: loanDocuments.loanId })
      .from(loanDocuments)
      .where(
        and(
          eq(loanDocuments.clientId, clientId),
          eq(loanDocuments.type, type),
          eq(loanDocuments.textSha256, hash),
        ),
      );
    return row;
  };
  const found = await existing();
  if (found) {
    if (links.loanId !== null && found.loanId === null) {
      await db.update(loanDocuments).set({ loanId: links.loanId }).where(eq(loanDocuments.id, found.id));
    }
    return found.id;
  }
  const key = newStorageKey('loan-documents', clock.now());
  await storage.put(key, bytes, 'application/pdf');
  const [row] = await db
    .insert(loanDocuments)
    .values({
      clientId,
      type,
      title: model.title,
      applicationId: links.applicationId,
      loanId: links.loanId,
      storageKey: key,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      textSha256: hash,
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: loanDocuments.id });
  if (row) return row.id;
  // Another request kept the same document first.
  await storage.delete(key);
  const winner = await existing();
  if (!winner) throw new Error('kept document vanished');
  return winner.id;
}

/** The loan an application's signature made, or null while it is unsigned. */
export async function signedLoanOf(
  ctx: Pick<LoanDocumentsContext, 'db'>,
  applicationId: number,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ loanId: agreementSignatures.loanId })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.applicationId, applicationId))
    .limit(1);
  return row?.loanId ?? null;
}

/**
 * An agreement document of the client's active application, as it stands (issue 47): before the
 * signature a draft that says so on every page, rendered fresh and never kept (the list holds what
 * was signed); after it, the copy kept at signing, kept now if that archive failed.
 */
export async function agreementPdf(
  ctx: LoanDocumentsContext,
  clientId: number,
  type: AgreementDocumentType,
  applicationId?: number,
): Promise<PdfFile> {
  const { applicationId: appId, terms } = await currentTerms(ctx, clientId, applicationId);
  const loanId = await signedLoanOf(ctx, appId);
  if (loanId === null) {
    const draft = agreementDocument(terms, type, { draft: true });
    return pdfFile(type, draft.title, await renderPdf(draft));
  }
  const [signed] = await ctx.db
    .select()
    .from(loanDocuments)
    .where(
      and(
        eq(loanDocuments.clientId, clientId),
        eq(loanDocuments.type, type),
        eq(loanDocuments.applicationId, appId),
        isNotNull(loanDocuments.loanId),
      ),
    )
    .orderBy(desc(loanDocuments.id))
    .limit(1);
  if (signed) return readKept(ctx, signed);
  const model = agreementDocument(terms, type);
  const bytes = await renderPdf(model);
  await keepDocument(ctx, clientId, type, model, bytes, { applicationId: appId, loanId });
  return pdfFile(type, model.title, bytes);
}

/** The newest kept document of a type that belongs to a loan (a draft kept before issue 47 does not). */
export async function keptLatest(
  ctx: Pick<LoanDocumentsContext, 'db'>,
  clientId: number,
  type: LoanDocumentType,
) {
  const [row] = await ctx.db
    .select()
    .from(loanDocuments)
    .where(
      and(
        eq(loanDocuments.clientId, clientId),
        eq(loanDocuments.type, type),
        isNotNull(loanDocuments.loanId),
      ),
    )
    .orderBy(desc(loanDocuments.id))
    .limit(1);
  return row;
}

/** A kept document's PDF from the storage; `not_found` when its file is gone. */
export async function readKept(
  ctx: Pick<LoanDocumentsContext, 'documentsOptions'>,
  row: typeof loanDocuments.$inferSelect,
): Promise<PdfFile> {
  const bytes = await ctx.documentsOptions.storage.get(row.storageKey);
  if (!bytes) throw new CoreError('not_found');
  return pdfFile(row.type as LoanDocumentType, row.title, bytes);
}

/**
 * At signing (the loans' agreement port, wired in core.ts): keeps the agreement (the `signedPdf` the
 * evidence hashed, when given), its cover sheet and the schedule of `terms` for the client, linked to
 * the application and loan. Returns the documents'
 * ids and the hash of `renderAgreementText(terms)` (hex SHA-256), the one `agreementTextSha256` gives.
 */
export async function archiveAgreement(
  ctx: LoanDocumentsContext,
  clientId: number,
  input: { applicationId: number; loanId?: number | null; terms: AgreementTerms; signedPdf?: Uint8Array },
): Promise<{ documentIds: number[]; textSha256: string }> {
  const documentIds: number[] = [];
  for (const type of AGREEMENT_DOCUMENT_TYPES) {
    const model = agreementDocument(input.terms, type);
    // The contract itself is the file the signing evidence hashed, when the signing made one.
    const bytes = type === 'loan_agreement' && input.signedPdf ? input.signedPdf : await renderPdf(model);
    documentIds.push(
      await keepDocument(ctx, clientId, type, model, bytes, {
        applicationId: input.applicationId,
        loanId: input.loanId ?? null,
      }),
    );
  }
  return { documentIds, textSha256: agreementTextSha256(input.terms) };
}

/**
 * Keeps a document the borrower signed or accepted that another part rendered (the extension
 * agreement, issue 11; a letter): listed with the loan's documents and downloadable later. Once per
 * client, type and text (`text` is what the document says; its hash is kept). Returns its id.
 */
export function archiveDocument(
  ctx: LoanDocumentsContext,
  clientId: number,
  input: {
    type: LoanDocumentType;
    title: string;
    text: string;
    bytes: Uint8Array;
    applicationId: number | null;
    loanId: number | null;
  },
): Promise<number> {
  return keepDocument(
    ctx,
    clientId,
    input.type,
    { title: input.title },
    input.bytes,
    { applicationId: input.applicationId, loanId: input.loanId },
    input.text,
  );
}
