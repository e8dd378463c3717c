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
import { AGREEMENT_DOCUMENT_TYPES, type AgreementDocumentType, agreementDocument } from './agreement';
import { applicationAgreement } from './application-terms';
import { renderHtml } from './document-html';
import { documentPdf } from './document-pdf';
import type { ResolvedDocumentsOptions } from './documents-options';
import {
  agreementTextSha256,
  isAgreementType,
  type LoanDocumentsService,
  type PdfFile,
  textSha256,
} from './loan-documents-model';
import { isPublicDocumentId, publicDocument } from './public-documents';

// The service's interface and the hashes of what was signed are in `loan-documents-model.ts`, the
// HTML view of a document in `document-html.ts` (issue 19); this file keeps and serves the PDFs.
export { renderHtml } from './document-html';
export {
  agreementTextSha256,
  type LoanDocumentsService,
  type PdfFile,
  textSha256,
} from './loan-documents-model';

/** Builds the loan-documents service. */
export function createLoanDocumentsService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  pii: PiiCrypto;
  options: ResolvedDocumentsOptions;
}): LoanDocumentsService {
  const { db, clock, logger, options } = deps;
  const { storage, company } = options;

  const currentTerms = async (clientId: number, applicationId?: number) => {
    const found = await applicationAgreement({ db, pii: deps.pii, logger, company, clientId, applicationId });
    if (!found) throw new CoreError('no_active_application');
    return found;
  };

  /** Keeps a rendered document once per (client, type, text): what was signed or given with a loan. */
  const keep = async (
    clientId: number,
    type: LoanDocumentType,
    model: Pick<DocumentModel, 'title'>,
    bytes: Uint8Array,
    links: { applicationId: number | null; loanId: number | null },
    text: string = renderText(model as DocumentModel),
  ): Promise<number> => {
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
  };

  /** The loan an application's signature made, or null while it is unsigned. */
  const signedLoanOf = async (applicationId: number): Promise<number | null> => {
    const [row] = await db
      .select({ loanId: agreementSignatures.loanId })
      .from(agreementSignatures)
      .where(eq(agreementSignatures.applicationId, applicationId))
      .limit(1);
    return row?.loanId ?? null;
  };

  /**
   * An agreement document of the client's active application, as it stands (issue 47): before the
   * signature a draft that says so on every page, rendered fresh and never kept (the list holds what
   * was signed); after it, the copy kept at signing, kept now if that archive failed.
   */
  const agreementPdf = async (
    clientId: number,
    type: AgreementDocumentType,
    applicationId?: number,
  ): Promise<PdfFile> => {
    const { applicationId: appId, terms } = await currentTerms(clientId, applicationId);
    const loanId = await signedLoanOf(appId);
    if (loanId === null) {
      const draft = agreementDocument(terms, type, { draft: true });
      return { type, title: draft.title, bytes: await renderPdf(draft) };
    }
    const [signed] = await db
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
    if (signed) return readKept(signed);
    const model = agreementDocument(terms, type);
    const bytes = await renderPdf(model);
    await keep(clientId, type, model, bytes, { applicationId: appId, loanId });
    return { type, title: model.title, bytes };
  };

  /** The newest kept document of a type that belongs to a loan (a draft kept before issue 47 does not). */
  const keptLatest = async (clientId: number, type: LoanDocumentType) => {
    const [row] = await db
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
  };

  const readKept = async (row: typeof loanDocuments.$inferSelect): Promise<PdfFile> => {
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw new CoreError('not_found');
    return { type: row.type as LoanDocumentType, title: row.title, bytes };
  };

  return {
    company,
    currentTerms,

    async render(clientId, request) {
      let model: DocumentModel;
      if (isAgreementType(request.type)) {
        const { applicationId, terms } = await currentTerms(clientId, request.applicationId);
        const draft = (await signedLoanOf(applicationId)) === null;
        model = agreementDocument(terms, request.type, { draft });
      } else if (isPublicDocumentId(request.type)) {
        model = publicDocument(request.type, company);
      } else {
        throw new CoreError('not_found');
      }
      if (request.format === 'html')
        return { type: request.type, format: 'html', content: renderHtml(model) };
      const pdf = isAgreementType(request.type)
        ? await agreementPdf(clientId, request.type, request.applicationId)
        : { bytes: await renderPdf(model) };
      return { type: request.type, format: 'pdf', content: Buffer.from(pdf.bytes).toString('base64') };
    },

    async pdf(clientId, type) {
      if (isPublicDocumentId(type)) return documentPdf({ company }, type);
      if (!isAgreementType(type)) {
        const kept = await keptLatest(clientId, type);
        if (!kept) throw new CoreError('not_found');
        return readKept(kept);
      }
      try {
        return await agreementPdf(clientId, type);
      } catch (error) {
        if (!(error instanceof CoreError) || error.code !== 'no_active_application') throw error;
        // No active application: the last agreement kept (a signed loan's).
        const kept = await keptLatest(clientId, type);
        if (!kept) throw new CoreError('not_found');
        return readKept(kept);
      }
    },

    draftAgreementPdf: (clientId) => agreementPdf(clientId, 'loan_agreement'),

    async list(clientId) {
      const rows = await db
        .select()
        .from(loanDocuments)
        .where(and(eq(loanDocuments.clientId, clientId), isNotNull(loanDocuments.loanId)))
        .orderBy(desc(loanDocuments.id));
      return rows.map((row) => ({
        id: row.id,
        type: row.type as LoanDocumentType,
        title: row.title,
        loanId: row.loanId,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async download(clientId, documentId) {
      const [row] = await db
        .select()
        .from(loanDocuments)
        .where(and(eq(loanDocuments.id, documentId), eq(loanDocuments.clientId, clientId)));
      if (!row) throw new CoreError('not_found');
      return readKept(row);
    },

    async archiveAgreement(clientId, { applicationId, loanId, terms }) {
      const documentIds: number[] = [];
      for (const type of AGREEMENT_DOCUMENT_TYPES) {
        const model = agreementDocument(terms, type);
        documentIds.push(
          await keep(clientId, type, model, await renderPdf(model), {
            applicationId,
            loanId: loanId ?? null,
          }),
        );
      }
      return { documentIds, textSha256: agreementTextSha256(terms) };
    },

    archive: (clientId, input) =>
      keep(
        clientId,
        input.type,
        { title: input.title },
        input.bytes,
        { applicationId: input.applicationId, loanId: input.loanId },
        input.text,
      ),
  };
}
