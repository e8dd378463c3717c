import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { fileResponse } from '../../http/file-route';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-documents.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<Extract<(typeof routes)[R], { path: string }>>;

export const documentList: H<'documentList'> = async (c) =>
  c.json(ok(useCases.public.documentList(c.get('core'))), 200);

export const documentPage: H<'documentPage'> = async (c) =>
  c.json(ok(useCases.public.documentPage(c.get('core'), c.req.valid('param').id)), 200);

export const documentPdf: H<'documentPdf'> = async (c) => {
  const file = await useCases.public.documentPdf(c.get('core'), c.req.valid('param').id);
  return fileResponse(c, file, 'application/pdf', 'public, max-age=3600');
};

export const publicDocumentsRouter = createRouter()
  .openapi(routes.documentList, documentList)
  .openapi(routes.documentPdf, documentPdf)
  .openapi(routes.documentPage, documentPage);
