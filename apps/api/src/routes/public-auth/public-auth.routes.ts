import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Public: logins and password recovery.
export const clientLogin = endpointRoute(e.publicClientLogin);
export const userLogin = endpointRoute(e.publicUserLogin);
export const recoverPassword = endpointRoute(e.publicRecoverPassword);
