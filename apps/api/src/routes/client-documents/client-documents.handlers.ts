import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-documents.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<Extract<(typeof routes)[R], { path: string }>>;

async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export const upload: H<'upload'> = async (c) => {
  const { type, file } = c.req.valid('form');
  const doc = await c
    .get('core')
    .documents.upload(c.get('auth').subjectId, { type, bytes: await bytesOf(file) });
  return c.json(ok(doc), 200);
};

export const documentUpload: H<'documentUpload'> = async (c) => {
  const { type, file } = c.req.valid('form');
  const doc = await c
    .get('core')
    .documents.upload(c.get('auth').subjectId, { type, bytes: await bytesOf(file) });
  return c.json(ok(doc), 200);
};

export const bankStatementUpload: H<'bankStatementUpload'> = async (c) => {
  const { file } = c.req.valid('form');
  const doc = await c
    .get('core')
    .documents.upload(c.get('auth').subjectId, { type: 'bank_statement', bytes: await bytesOf(file) });
  return c.json(ok(doc), 200);
};

export const read: H<'read'> = async (c) => {
  const { type, id } = c.req.valid('param');
  return c.json(ok(await c.get('core').documents.read(c.get('auth').subjectId, type, id)), 200);
};

export const remove: H<'remove'> = async (c) => {
  const { type, id } = c.req.valid('param');
  await c.get('core').documents.remove(c.get('auth').subjectId, type, id);
  return c.json(ok(null), 200);
};

export const finish: H<'finish'> = async (c) =>
  c.json(ok(await c.get('core').documents.finish(c.get('auth').subjectId)), 200);

export const state: H<'state'> = async (c) =>
  c.json(ok(await c.get('core').documents.state(c.get('auth').subjectId)), 200);

export const clientDocumentsRouter = createRouter()
  .openapi(routes.upload, upload)
  .openapi(routes.documentUpload, documentUpload)
  .openapi(routes.bankStatementUpload, bankStatementUpload)
  .openapi(routes.finish, finish)
  .openapi(routes.state, state)
  .openapi(routes.read, read)
  .openapi(routes.remove, remove);
