import { type BackOfficePermission, withAuditContext } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';

/**
 * After `requireAccess('user')` (a back-office token past TOTP): the user's role must hold
 * `permission` (ADR 026 permission table), else 403 `forbidden`. The handler then runs inside an
 * audit context, so every audit entry it writes carries the request id.
 */
export function requirePermission(permission: BackOfficePermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await c.get('core').backOffice.authorize(c.get('auth').subjectId, permission);
    await withAuditContext({ requestId: c.get('requestId') }, () => next());
  };
}

/**
 * For the caller's own data (profile, permissions): any active back-office user, no permission;
 * the handler runs inside an audit context like {@link requirePermission}.
 */
export function requireBackOfficeUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await c.get('core').backOfficeUsers.requireActive(c.get('auth').subjectId);
    await withAuditContext({ requestId: c.get('requestId') }, () => next());
  };
}
