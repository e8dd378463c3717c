import { backOfficeAuthEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Back-office: the signed-in user, token refresh and logout (issue 12's language is a table line).
export const user = endpointRoute(e.user);
export const tokenRefresh = endpointRoute(e.tokenRefresh);
export const logout = endpointRoute(e.logout);
