import { type BackOfficePasswordChangeRequest, backOfficeAccountEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

/** The caller's own password: the session it is changed from stays, the account's others end. */
async function changePassword(c: Context<AppEnv>) {
  const { subjectId, sessionId } = c.get('auth');
  const body = (c.req.valid as (target: 'json') => BackOfficePasswordChangeRequest)('json');
  return c.json(ok(await backOffice.changePassword(c.get('core'), subjectId, body, sessionId)), 200);
}

// Issue 16: back-office accounts (admins), the caller's permissions and own profile (ADR 055).
export const backOfficeUsersRouter = useCaseRouter([
  useCaseRoute(e.permissions, backOffice.permissions),
  useCaseRoute(e.profile, backOffice.profile),
  specialRoute(endpointRoute(e.changePassword), changePassword),
  useCaseRoute(e.accounts, backOffice.accounts),
  useCaseRoute(e.createAccount, backOffice.createAccount),
  useCaseRoute(e.account, backOffice.account),
  useCaseRoute(e.updateAccount, backOffice.updateAccount),
  useCaseRoute(e.deactivateAccount, backOffice.deactivateAccount),
  useCaseRoute(e.reactivateAccount, backOffice.reactivateAccount),
  useCaseRoute(e.resetTotp, backOffice.resetTotp),
]);
