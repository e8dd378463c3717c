import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { fileResponse } from '../../http/file-route';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-cfdis.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { client } = useCases;

export const cfdis: H<'cfdis'> = async (c) =>
  c.json(ok(await client.cfdis(c.get('core'), c.get('auth').subjectId)), 200);

/** The borrower's own CFDI only: another's, or a global one, is `not_found`. */
const owner = (c: Parameters<H<'cfdiXml'>>[0]) => ({ clientId: c.get('auth').subjectId });

export const cfdiXml: H<'cfdiXml'> = async (c) =>
  fileResponse(c, await client.cfdiXml(c.get('core'), c.req.valid('param').id, owner(c)), 'application/xml');

export const cfdiPdf: H<'cfdiPdf'> = async (c) =>
  fileResponse(c, await client.cfdiPdf(c.get('core'), c.req.valid('param').id, owner(c)), 'application/pdf');

export const clientCfdisRouter = createRouter()
  .openapi(routes.cfdis, cfdis)
  .openapi(routes.cfdiXml, cfdiXml)
  .openapi(routes.cfdiPdf, cfdiPdf);
