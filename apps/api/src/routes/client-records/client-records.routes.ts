import { clientAccountEndpoints, clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 15: what the borrower's profile, my-loan and no-loan pages read back.
export const consents = endpointRoute(e.consents);
export const closedLoans = endpointRoute(e.closedLoans);
export const savedCards = endpointRoute(e.savedCards);
export const activeLoanPayments = endpointRoute(e.activeLoanPayments);
export const registrationAnswers = endpointRoute(clientAccountEndpoints.registrationAnswers);
