import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-reconciliation.routes';

type H<R extends 'settlementUpload' | 'settlementFetch' | 'settlementException'> = AppRouteHandler<
  (typeof routes)[R]
>;
const { backOffice } = useCases;

export const settlementUpload: H<'settlementUpload'> = async (c) => {
  const { channel, file } = c.req.valid('form');
  const result = await backOffice.settlementUpload(c.get('core'), {
    channel,
    fileName: file.name || `${channel}.csv`,
    // The file streams into the importer (read line by line, inserted in batches).
    source: file.stream() as unknown as AsyncIterable<Uint8Array>,
    importedBy: c.get('auth').subjectId,
  });
  return c.json(ok(result), 201);
};

export const settlementFetch: H<'settlementFetch'> = async (c) => {
  const result = await backOffice.settlementFetch(
    c.get('core'),
    c.req.valid('json'),
    c.get('auth').subjectId,
  );
  return c.json(ok(result), 201);
};

export const settlementException: H<'settlementException'> = async (c) => {
  const { action, loanId, reason } = c.req.valid('json');
  const request = await backOffice.settlementException(c.get('core'), c.get('auth').subjectId, {
    lineId: c.req.valid('param').lineId,
    action,
    loanId,
    reason,
  });
  return c.json(ok(request), 201);
};

export const backOfficeReconciliationRouter = createRouter()
  .openapi(routes.settlementUpload, settlementUpload)
  .openapi(routes.settlementFetch, settlementFetch)
  .openapi(routes.settlementException, settlementException);
