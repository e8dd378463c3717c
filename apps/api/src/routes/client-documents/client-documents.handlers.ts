import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-documents.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<Extract<(typeof routes)[R], { path: string }>>;

async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export const idDocumentUpload: H<'idDocumentUpload'> = async (c) => {
  const { type, file } = c.req.valid('form');
  const doc = await useCases.client.idDocumentUpload(c.get('core'), c.get('auth').subjectId, {
    type,
    bytes: await bytesOf(file),
  });
  return c.json(ok(doc), 200);
};

export const documentUpload: H<'documentUpload'> = async (c) => {
  const { type, file } = c.req.valid('form');
  const doc = await useCases.client.documentUpload(c.get('core'), c.get('auth').subjectId, {
    type,
    bytes: await bytesOf(file),
  });
  return c.json(ok(doc), 200);
};

export const bankStatementUpload: H<'bankStatementUpload'> = async (c) => {
  const { file } = c.req.valid('form');
  const doc = await useCases.client.bankStatementUpload(c.get('core'), c.get('auth').subjectId, {
    bytes: await bytesOf(file),
  });
  return c.json(ok(doc), 200);
};

export const idDocumentGet: H<'idDocumentGet'> = async (c) => {
  const { type, id } = c.req.valid('param');
  return c.json(
    ok(await useCases.client.idDocumentGet(c.get('core'), c.get('auth').subjectId, type, id)),
    200,
  );
};

export const idDocumentDelete: H<'idDocumentDelete'> = async (c) => {
  const { type, id } = c.req.valid('param');
  await useCases.client.idDocumentDelete(c.get('core'), c.get('auth').subjectId, type, id);
  return c.json(ok(null), 200);
};

export const idDocumentFinish: H<'idDocumentFinish'> = async (c) =>
  c.json(ok(await useCases.client.idDocumentFinish(c.get('core'), c.get('auth').subjectId)), 200);

export const idDocumentState: H<'idDocumentState'> = async (c) =>
  c.json(ok(await useCases.client.idDocumentState(c.get('core'), c.get('auth').subjectId)), 200);

export const clientDocumentsRouter = createRouter()
  .openapi(routes.idDocumentUpload, idDocumentUpload)
  .openapi(routes.documentUpload, documentUpload)
  .openapi(routes.bankStatementUpload, bankStatementUpload)
  .openapi(routes.idDocumentFinish, idDocumentFinish)
  .openapi(routes.idDocumentState, idDocumentState)
  .openapi(routes.idDocumentGet, idDocumentGet)
  .openapi(routes.idDocumentDelete, idDocumentDelete);
