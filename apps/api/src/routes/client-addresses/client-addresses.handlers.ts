import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Spec §7 Addresses: suggestions from the SEPOMEX tables.
export const clientAddressesRouter = useCaseRouter([
  useCaseRoute(e.addressSuggestions, useCases.client.addressSuggestions),
]);
