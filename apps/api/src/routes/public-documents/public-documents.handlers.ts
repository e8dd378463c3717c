import { PUBLIC_DOCUMENT_IDS } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { pdfResponse } from '../client-loan-documents/client-loan-documents.handlers';
import * as routes from './public-documents.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<Extract<(typeof routes)[R], { path: string }>>;

export const list: H<'list'> = async (c) => {
  const docs = c.get('core').loanDocuments;
  return c.json(ok(PUBLIC_DOCUMENT_IDS.map((id) => ({ id, title: docs.publicPage(id).title }))), 200);
};

export const page: H<'page'> = async (c) =>
  c.json(ok(c.get('core').loanDocuments.publicPage(c.req.valid('param').id)), 200);

export const pdf: H<'pdf'> = async (c) => {
  const file = await c.get('core').loanDocuments.publicPdf(c.req.valid('param').id);
  return pdfResponse(c, file, 'public, max-age=3600');
};

export const publicDocumentsRouter = createRouter()
  .openapi(routes.list, list)
  .openapi(routes.pdf, pdf)
  .openapi(routes.page, page);
