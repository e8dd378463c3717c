import { backOfficeCfdiEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { fileResponse } from '../../http/file-route';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './back-office-cfdis.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice } = useCases;

export const loanCfdis: H<'loanCfdis'> = async (c) =>
  c.json(ok(await backOffice.loanCfdis(c.get('core'), c.req.valid('param').id)), 200);

export const monthCfdis: H<'monthCfdis'> = async (c) =>
  c.json(ok(await backOffice.monthCfdis(c.get('core'), c.req.valid('query'))), 200);

export const cfdiXml: H<'cfdiXml'> = async (c) =>
  fileResponse(
    c,
    await backOffice.cfdiXml(c.get('core'), c.req.valid('param').id, 'back-office'),
    'application/xml',
  );

export const cfdiPdf: H<'cfdiPdf'> = async (c) =>
  fileResponse(
    c,
    await backOffice.cfdiPdf(c.get('core'), c.req.valid('param').id, 'back-office'),
    'application/pdf',
  );

export const backOfficeCfdisRouter = createRouter()
  .openapi(routes.loanCfdis, loanCfdis)
  .openapi(routes.monthCfdis, monthCfdis)
  .route('/', useCaseRouter([useCaseRoute(e.exportCfdis, backOffice.exportCfdis)]))
  .openapi(routes.cfdiXml, cfdiXml)
  .openapi(routes.cfdiPdf, cfdiPdf);
