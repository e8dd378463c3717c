import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Addresses: suggestions from the SEPOMEX tables.
export const list = endpointRoute(e.clientAddressSuggestions);
