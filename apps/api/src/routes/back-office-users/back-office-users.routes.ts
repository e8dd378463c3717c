import { backOfficeAccountEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requireBackOfficeUser, requirePermission } from '../back-office-permissions/require-permission';

// Issue 16: back-office accounts (admins), the caller's permissions and own profile (ADR 055).
export const permissions = endpointRoute(e.backOfficePermissions, { middleware: [requireBackOfficeUser()] });
export const profile = endpointRoute(e.backOfficeProfile, { middleware: [requireBackOfficeUser()] });
export const changePassword = endpointRoute(e.backOfficeChangePassword, {
  middleware: [requireBackOfficeUser()],
});
export const accounts = endpointRoute(e.backOfficeAccounts, {
  middleware: [requirePermission('users.read')],
});
export const createAccount = endpointRoute(e.backOfficeCreateAccount, {
  middleware: [requirePermission('users.manage')],
});
export const account = endpointRoute(e.backOfficeAccount, { middleware: [requirePermission('users.read')] });
export const updateAccount = endpointRoute(e.backOfficeUpdateAccount, {
  middleware: [requirePermission('users.manage')],
});
export const deactivate = endpointRoute(e.backOfficeDeactivateAccount, {
  middleware: [requirePermission('users.manage')],
});
export const reactivate = endpointRoute(e.backOfficeReactivateAccount, {
  middleware: [requirePermission('users.manage')],
});
export const resetTotp = endpointRoute(e.backOfficeResetTotp, {
  middleware: [requirePermission('users.manage')],
});
