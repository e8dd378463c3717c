import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-addresses.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const addressSuggestions: H<'addressSuggestions'> = async (c) =>
  c.json(ok(await useCases.client.addressSuggestions(c.get('core'), c.req.valid('query'))), 200);

export const clientAddressesRouter = createRouter().openapi(routes.addressSuggestions, addressSuggestions);
