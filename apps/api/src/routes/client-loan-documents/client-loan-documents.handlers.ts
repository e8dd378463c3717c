import type { PdfFile } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-loan-documents.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

/** A PDF download: binary body, a safe file name, never cached by shared caches. */
export function pdfResponse(c: Context<AppEnv>, file: PdfFile, cacheControl = 'private, no-store'): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.type}.pdf"`,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
}

export const render: H<'render'> = async (c) =>
  c.json(ok(await c.get('core').loanDocuments.render(c.get('auth').subjectId, c.req.valid('json'))), 200);

export const document: H<'document'> = async (c) => {
  const file = await c.get('core').loanDocuments.pdf(c.get('auth').subjectId, c.req.valid('query').type);
  return c.json(
    ok({
      type: file.type,
      contentType: 'application/pdf',
      base64: Buffer.from(file.bytes).toString('base64'),
    }),
    200,
  );
};

export const download: H<'download'> = async (c) =>
  pdfResponse(c, await c.get('core').loanDocuments.pdf(c.get('auth').subjectId, c.req.valid('param').type));

export const draftAgreement: H<'draftAgreement'> = async (c) =>
  pdfResponse(c, await c.get('core').loanDocuments.draftAgreementPdf(c.get('auth').subjectId));

export const list: H<'list'> = async (c) =>
  c.json(ok(await c.get('core').loanDocuments.list(c.get('auth').subjectId)), 200);

export const downloadTemporary: H<'downloadTemporary'> = async (c) =>
  pdfResponse(
    c,
    await c.get('core').loanDocuments.download(c.get('auth').subjectId, c.req.valid('param').id),
  );

export const clientLoanDocumentsRouter = createRouter()
  .openapi(routes.render, render)
  .openapi(routes.list, list)
  .openapi(routes.download, download)
  .openapi(routes.downloadTemporary, downloadTemporary)
  .openapi(routes.document, document)
  .openapi(routes.draftAgreement, draftAgreement);
