import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Addresses: suggestions from the SEPOMEX tables.
export const addressSuggestions = endpointRoute(e.addressSuggestions);
