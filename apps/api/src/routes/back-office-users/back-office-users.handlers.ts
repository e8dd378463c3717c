import { BACK_OFFICE_PERMISSIONS, type BackOfficePermission, roleCan } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-users.routes';

export const permissions: AppRouteHandler<typeof routes.permissions> = async (c) => {
  const me = await c.get('core').admin.users.get(c.get('auth').subjectId);
  const names = Object.keys(BACK_OFFICE_PERMISSIONS) as BackOfficePermission[];
  const table = Object.fromEntries(names.map((name) => [name, [...BACK_OFFICE_PERMISSIONS[name]]]));
  return c.json(
    ok({ role: me.role, permissions: names.filter((name) => roleCan(me.role, name)), table }),
    200,
  );
};

export const profile: AppRouteHandler<typeof routes.profile> = async (c) =>
  c.json(ok(await c.get('core').admin.users.get(c.get('auth').subjectId)), 200);

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const { subjectId, sessionId } = c.get('auth');
  const account = await c.get('core').admin.users.changePassword(subjectId, c.req.valid('json'), sessionId);
  return c.json(ok(account), 200);
};

export const accounts: AppRouteHandler<typeof routes.accounts> = async (c) => {
  const { page, perPage, ...filter } = c.req.valid('query');
  const result = await c.get('core').admin.users.list(filter, { page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

export const createAccount: AppRouteHandler<typeof routes.createAccount> = async (c) =>
  c.json(ok(await c.get('core').admin.users.create(c.get('auth').subjectId, c.req.valid('json'))), 201);

export const account: AppRouteHandler<typeof routes.account> = async (c) =>
  c.json(ok(await c.get('core').admin.users.get(c.req.valid('param').id)), 200);

export const updateAccount: AppRouteHandler<typeof routes.updateAccount> = async (c) => {
  const users = c.get('core').admin.users;
  const account = await users.update(c.get('auth').subjectId, c.req.valid('param').id, c.req.valid('json'));
  return c.json(ok(account), 200);
};

/** Deactivating and reactivating an account differ only in the flag they set. */
function setActiveHandler(active: boolean): AppRouteHandler<typeof routes.deactivate> {
  return async (c) => {
    const users = c.get('core').admin.users;
    const account = await users.setActive(
      c.get('auth').subjectId,
      c.req.valid('param').id,
      active,
      c.req.valid('json'),
    );
    return c.json(ok(account), 200);
  };
}

export const deactivate: AppRouteHandler<typeof routes.deactivate> = setActiveHandler(false);

export const reactivate: AppRouteHandler<typeof routes.reactivate> = setActiveHandler(true);

export const resetTotp: AppRouteHandler<typeof routes.resetTotp> = async (c) => {
  const users = c.get('core').admin.users;
  const enrolled = await users.resetTotp(
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
  .openapi(routes.deactivate, deactivate)
  .openapi(routes.reactivate, reactivate)
  .openapi(routes.resetTotp, resetTotp);
