import { suggestAddresses } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-addresses.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const list: H<'list'> = async (c) =>
  c.json(ok(await suggestAddresses(c.get('db'), c.req.valid('query'))), 200);

export const clientAddressesRouter = createRouter().openapi(routes.list, list);
