import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-rights.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { client } = useCases;

export const complaints: H<'complaints'> = async (c) =>
  c.json(ok(await client.complaints(c.get('core'), c.get('auth').subjectId)), 200);

export const fileComplaint: H<'fileComplaint'> = async (c) =>
  c.json(ok(await client.fileComplaint(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))), 201);

export const withdrawConsent: H<'withdrawConsent'> = async (c) =>
  c.json(ok(await client.withdrawConsent(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))), 200);

export const clientRightsRouter = createRouter()
  .openapi(routes.complaints, complaints)
  .openapi(routes.fileComplaint, fileComplaint)
  .openapi(routes.withdrawConsent, withdrawConsent);
