import { type EndpointPermission, requiredPermissions } from '@lender/contracts';
import { assertRoleCan, authorize, withAuditContext } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import { requireAccess } from './auth-middleware';
import type { AppEnv } from './context';

/**
 * The guard of a back-office endpoint, after `requireAccess('user')` (a back-office token past
 * TOTP, an active user): the user's role must hold every permission the endpoint names
 * (`permission` in `@lender/contracts`, the table `BACK_OFFICE_PERMISSIONS`), checked against the
 * role read from the database on every call, else 403 `forbidden` naming the permission;
 * `'signed-in'` lets every back-office user in. The handler then runs inside an audit context, so
 * every audit entry it writes carries the request id (ADR 026, 075). A back-office endpoint that
 * names no permission fails closed: mounting it throws.
 */
export function permissionGuard(endpoint: {
  readonly id: string;
  readonly permission?: EndpointPermission | undefined;
}): MiddlewareHandler<AppEnv> {
  const { id, permission } = endpoint;
  if (permission === undefined) throw new Error(`back-office endpoint "${id}" names no permission`);
  const needed = requiredPermissions(permission);
  return async (c, next) => {
    // The role `requireAccess('user')` just read; without that guard in front, read it here.
    const role = c.get('backOfficeRole');
    for (const name of needed) {
      if (role === undefined) await authorize(c.get('core'), c.get('auth').subjectId, name);
      else assertRoleCan(role, name);
    }
    await withAuditContext({ requestId: c.get('requestId') }, () => next());
  };
}

/**
 * Who may call a back-office endpoint, as one middleware: `requireAccess('user')`, then the guard
 * of the endpoint's permission (before the idempotency middleware: a refused call holds no key).
 */
export function backOfficeAccess(endpoint: {
  readonly id: string;
  readonly permission?: EndpointPermission | undefined;
}): MiddlewareHandler<AppEnv> {
  const access = requireAccess('user');
  const guard = permissionGuard(endpoint);
  return (c, next) =>
    access(c, async () => {
      await guard(c, next);
    });
}
