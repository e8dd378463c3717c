import { clientRightsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 51: the borrower's complaints to the UNE (and disputes of a credit-bureau record), and the
// withdrawal of their voluntary consents.
export const complaints = endpointRoute(e.complaints);
export const fileComplaint = endpointRoute(e.fileComplaint);
export const withdrawConsent = endpointRoute(e.withdrawConsent);
