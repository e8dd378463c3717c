import { createHash } from 'node:crypto';
import type {
  LoanDocument,
  LoanDocumentType,
  RenderDocumentRequest,
  RenderedDocument,
} from '@lender/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loanDocuments } from '../db/schema/index';
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
import {
  isPublicDocumentId,
  type PublicDocumentId,
  type PublicDocumentPage,
  publicDocument,
  publicDocumentPage,
} from './public-documents';

/** A rendered PDF with its title. */
export interface PdfFile {
  type: LoanDocumentType | PublicDocumentId;
  title: string;
  bytes: Uint8Array;
}

/** Documents the borrower reads (issue 6): the agreement, its cover sheet, the schedule, public texts. */
export interface LoanDocumentsService {
  /** The lender's data in force (configuration, or the demo values). */
  readonly company: CompanyInfo;
  /** The agreement terms of the client's active application (`no_active_application` when none). */
  currentTerms(
    clientId: number,
    applicationId?: number,
  ): Promise<{ applicationId: number; terms: AgreementTerms }>;
  /** `render/document`: HTML for the page or a PDF in base64. */
  render(clientId: number, request: RenderDocumentRequest): Promise<RenderedDocument>;
  /**
   * A document as PDF (`GET document`, `document/download/{type}`): the agreement documents of the
   * active application (kept in the client's list), else the last one kept; the public texts.
   */
  pdf(clientId: number, type: LoanDocumentType): Promise<PdfFile>;
  /** `draft-loan-agreement-pdf`: the agreement of the active application (`no_active_application`). */
  draftAgreementPdf(clientId: number): Promise<PdfFile>;
  /** `document/list`: what was rendered for (and signed by) the client, newest first. */
  list(clientId: number): Promise<LoanDocument[]>;
  /** `document/download-temporary/{id}`: a kept document, owner only. */
  download(clientId: number, documentId: number): Promise<PdfFile>;
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
  /** A public document as page data. */
  publicPage(id: PublicDocumentId): PublicDocumentPage;
  /** A public document as PDF; `not_found` for an unknown id. */
  publicPdf(id: string): Promise<PdfFile>;
}

/** Hex SHA-256 of a text's UTF-8 bytes. */
export function textSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The hash of the canonical agreement text the signature refers to. */
export function agreementTextSha256(terms: AgreementTerms): string {
  return textSha256(renderText(agreementDocument(terms, 'loan_agreement')));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/** The model as a fragment of semantic HTML (escaped), for `render/document` with `format: html`. */
export function renderHtml(model: DocumentModel): string {
  const parts = [`<article lang="es-MX"><h1>${escapeHtml(model.title)}</h1>`];
  if (model.subtitle) parts.push(`<p class="subtitle">${escapeHtml(model.subtitle)}</p>`);
  if (model.watermark) parts.push(`<p class="watermark">${escapeHtml(model.watermark)}</p>`);
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading':
        parts.push(`<h2>${escapeHtml(block.text)}</h2>`);
        break;
      case 'paragraph':
        parts.push(`<p>${escapeHtml(block.text)}</p>`);
        break;
      case 'notice':
        parts.push(`<p class="notice" role="note"><strong>${escapeHtml(block.text)}</strong></p>`);
        break;
      case 'fields':
        parts.push(
          `<dl>${block.rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
        );
        break;
      case 'table':
        parts.push(
          `<table><thead><tr>${block.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${block.rows
            .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`,
        );
        break;
      case 'page-break':
        parts.push('<hr>');
        break;
    }
  }
  if (model.footer) parts.push(`<footer>${escapeHtml(model.footer)}</footer>`);
  parts.push('</article>');
  return parts.join('');
}

const isAgreementType = (type: LoanDocumentType): type is AgreementDocumentType =>
  (AGREEMENT_DOCUMENT_TYPES as readonly string[]).includes(type);

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

  /** Keeps a rendered document once per (client, type, text): the list shows what the client saw. */
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

  const agreementPdf = async (
    clientId: number,
    type: AgreementDocumentType,
    applicationId?: number,
  ): Promise<PdfFile> => {
    const { applicationId: appId, terms } = await currentTerms(clientId, applicationId);
    const model = agreementDocument(terms, type);
    const bytes = await renderPdf(model);
    await keep(clientId, type, model, bytes, { applicationId: appId, loanId: null });
    return { type, title: model.title, bytes };
  };

  const keptLatest = async (clientId: number, type: LoanDocumentType) => {
    const [row] = await db
      .select()
      .from(loanDocuments)
      .where(and(eq(loanDocuments.clientId, clientId), eq(loanDocuments.type, type)))
      .orderBy(desc(loanDocuments.id))
      .limit(1);
    return row;
  };

  const readKept = async (row: typeof loanDocuments.$inferSelect): Promise<PdfFile> => {
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw new CoreError('not_found');
    return { type: row.type as LoanDocumentType, title: row.title, bytes };
  };

  const publicPdf = async (id: string): Promise<PdfFile> => {
    if (!isPublicDocumentId(id)) throw new CoreError('not_found');
    const model = publicDocument(id, company);
    return { type: id, title: model.title, bytes: await renderPdf(model) };
  };

  return {
    company,
    currentTerms,

    async render(clientId, request) {
      let model: DocumentModel;
      if (isAgreementType(request.type)) {
        const { terms } = await currentTerms(clientId, request.applicationId);
        model = agreementDocument(terms, request.type);
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
      if (isPublicDocumentId(type)) return publicPdf(type);
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
        .where(eq(loanDocuments.clientId, clientId))
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

    publicPage: (id) => publicDocumentPage(id, company),
    publicPdf,
  };
}
