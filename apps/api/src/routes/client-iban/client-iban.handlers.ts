import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-iban.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const ibanValidate: H<'ibanValidate'> = async (c) =>
  c.json(ok(await useCases.client.ibanValidate(c.get('core'), c.req.valid('json').iban)), 200);

export const clientIbanRouter = createRouter().openapi(routes.ibanValidate, ibanValidate);
