import { validateAccountClabe } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-iban.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const validate: H<'validate'> = async (c) =>
  c.json(ok(await validateAccountClabe(c.get('db'), c.req.valid('json').iban)), 200);

export const clientIbanRouter = createRouter().openapi(routes.validate, validate);
