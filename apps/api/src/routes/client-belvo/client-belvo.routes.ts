import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Bank link (/belvo): widget token, store the link, skip (ADR 025).
export const accessToken = endpointRoute(e.clientBelvoAccessToken);
export const storeLink = endpointRoute(e.clientBelvoStoreLink);
export const skip = endpointRoute(e.clientBelvoSkip);
