import { type PdfFile, useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { fileResponse } from '../../http/file-route';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-loan-documents.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

/** A document's PDF download, named after its type (`loan_agreement.pdf`). */
export const pdfResponse = (c: Context<AppEnv>, file: PdfFile, cacheControl?: string): Response =>
  fileResponse(c, { fileName: `${file.type}.pdf`, bytes: file.bytes }, 'application/pdf', cacheControl);

export const renderDocument: H<'renderDocument'> = async (c) =>
  c.json(
    ok(await useCases.client.renderDocument(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const document: H<'document'> = async (c) =>
  c.json(
    ok(await useCases.client.document(c.get('core'), c.get('auth').subjectId, c.req.valid('query').type)),
    200,
  );

export const documentDownload: H<'documentDownload'> = async (c) =>
  pdfResponse(
    c,
    await useCases.client.documentDownload(c.get('core'), c.get('auth').subjectId, c.req.valid('param').type),
  );

export const draftLoanAgreement: H<'draftLoanAgreement'> = async (c) =>
  pdfResponse(c, await useCases.client.draftLoanAgreement(c.get('core'), c.get('auth').subjectId));

export const documentList: H<'documentList'> = async (c) =>
  c.json(ok(await useCases.client.documentList(c.get('core'), c.get('auth').subjectId)), 200);

export const documentDownloadTemporary: H<'documentDownloadTemporary'> = async (c) =>
  pdfResponse(
    c,
    await useCases.client.documentDownloadTemporary(
      c.get('core'),
      c.get('auth').subjectId,
      c.req.valid('param').id,
    ),
  );

export const clientLoanDocumentsRouter = createRouter()
  .openapi(routes.renderDocument, renderDocument)
  .openapi(routes.documentList, documentList)
  .openapi(routes.documentDownload, documentDownload)
  .openapi(routes.documentDownloadTemporary, documentDownloadTemporary)
  .openapi(routes.document, document)
  .openapi(routes.draftLoanAgreement, draftLoanAgreement);
