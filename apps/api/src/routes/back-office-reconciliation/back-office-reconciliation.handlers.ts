import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-reconciliation.routes';

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const { channel, file } = c.req.valid('form');
  const result = await c.get('core').admin.reconciliation.importFile({
    channel,
    fileName: file.name || `${channel}.csv`,
    // The file streams into the importer (read line by line, inserted in batches).
    source: file.stream() as unknown as AsyncIterable<Uint8Array>,
    importedBy: c.get('auth').subjectId,
  });
  return c.json(ok(result), 201);
};

export const fetchFromProvider: AppRouteHandler<typeof routes.fetchFromProvider> = async (c) => {
  const result = await c
    .get('core')
    .admin.reconciliation.importFromProvider(c.req.valid('json'), c.get('auth').subjectId);
  return c.json(ok(result), 201);
};

export const requestException: AppRouteHandler<typeof routes.requestException> = async (c) => {
  const { action, loanId, reason } = c.req.valid('json');
  const request = await c.get('core').admin.reconciliation.requestException(c.get('auth').subjectId, {
    lineId: c.req.valid('param').lineId,
    action,
    loanId,
    reason,
  });
  return c.json(ok(request), 201);
};

export const backOfficeReconciliationRouter = createRouter()
  .openapi(routes.upload, upload)
  .openapi(routes.fetchFromProvider, fetchFromProvider)
  .openapi(routes.requestException, requestException);
