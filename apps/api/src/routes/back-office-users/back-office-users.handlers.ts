import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-users.routes';

export const permissions: AppRouteHandler<typeof routes.permissions> = async (c) =>
  c.json(ok(await useCases.backOffice.permissions(c.get('core'), c.get('auth').subjectId)), 200);

export const profile: AppRouteHandler<typeof routes.profile> = async (c) =>
  c.json(ok(await useCases.backOffice.profile(c.get('core'), c.get('auth').subjectId)), 200);

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const { subjectId, sessionId } = c.get('auth');
  const account = await useCases.backOffice.changePassword(
    c.get('core'),
    subjectId,
    c.req.valid('json'),
    sessionId,
  );
  return c.json(ok(account), 200);
};

export const accounts: AppRouteHandler<typeof routes.accounts> = async (c) => {
  const { page, perPage, ...filter } = c.req.valid('query');
  const result = await useCases.backOffice.accounts(c.get('core'), filter, { page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const createAccount: AppRouteHandler<typeof routes.createAccount> = async (c) =>
  c.json(
    ok(await useCases.backOffice.createAccount(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    201,
  );

export const account: AppRouteHandler<typeof routes.account> = async (c) =>
  c.json(ok(await useCases.backOffice.account(c.get('core'), c.req.valid('param').id)), 200);

export const updateAccount: AppRouteHandler<typeof routes.updateAccount> = async (c) => {
  const account = await useCases.backOffice.updateAccount(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(account), 200);
};

export const deactivateAccount: AppRouteHandler<typeof routes.deactivateAccount> = async (c) => {
  const account = await useCases.backOffice.deactivateAccount(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(account), 200);
};

export const reactivateAccount: AppRouteHandler<typeof routes.reactivateAccount> = async (c) => {
  const account = await useCases.backOffice.reactivateAccount(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(account), 200);
};

export const resetTotp: AppRouteHandler<typeof routes.resetTotp> = async (c) => {
  const enrolled = await useCases.backOffice.resetTotp(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(ok(enrolled), 200);
};

export const backOfficeUsersRouter = createRouter()
  .openapi(routes.permissions, permissions)
  .openapi(routes.profile, profile)
  .openapi(routes.changePassword, changePassword)
  .openapi(routes.accounts, accounts)
  .openapi(routes.createAccount, createAccount)
  .openapi(routes.account, account)
  .openapi(routes.updateAccount, updateAccount)
  .openapi(routes.deactivateAccount, deactivateAccount)
  .openapi(routes.reactivateAccount, reactivateAccount)
  .openapi(routes.resetTotp, resetTotp);
