import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Bank link (/belvo): widget token, store the link, skip (ADR 025).
export const belvoAccessToken = endpointRoute(e.belvoAccessToken);
export const belvoStoreLink = endpointRoute(e.belvoStoreLink);
export const belvoSkip = endpointRoute(e.belvoSkip);
