import { backOfficeAccountEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: back-office accounts (admins), the caller's permissions and own profile (ADR 055).
export const permissions = endpointRoute(e.backOfficePermissions);
export const profile = endpointRoute(e.backOfficeProfile);
export const changePassword = endpointRoute(e.backOfficeChangePassword);
export const accounts = endpointRoute(e.backOfficeAccounts);
export const createAccount = endpointRoute(e.backOfficeCreateAccount);
export const account = endpointRoute(e.backOfficeAccount);
export const updateAccount = endpointRoute(e.backOfficeUpdateAccount);
export const deactivate = endpointRoute(e.backOfficeDeactivateAccount);
export const reactivate = endpointRoute(e.backOfficeReactivateAccount);
export const resetTotp = endpointRoute(e.backOfficeResetTotp);
