import { backOfficeAccountEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: back-office accounts (admins), the caller's permissions and own profile (ADR 055).
export const permissions = endpointRoute(e.permissions);
export const profile = endpointRoute(e.profile);
export const changePassword = endpointRoute(e.changePassword);
export const accounts = endpointRoute(e.accounts);
export const createAccount = endpointRoute(e.createAccount);
export const account = endpointRoute(e.account);
export const updateAccount = endpointRoute(e.updateAccount);
export const deactivateAccount = endpointRoute(e.deactivateAccount);
export const reactivateAccount = endpointRoute(e.reactivateAccount);
export const resetTotp = endpointRoute(e.resetTotp);
