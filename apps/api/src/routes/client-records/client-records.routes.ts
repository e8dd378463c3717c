import { clientAccountEndpoints, clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 15: what the borrower's profile, my-loan and no-loan pages read back.
export const consents = endpointRoute(e.clientConsents);
export const closedLoans = endpointRoute(e.clientClosedLoans);
export const savedCards = endpointRoute(e.clientSavedCards);
export const activeLoanPayments = endpointRoute(e.clientActiveLoanPayments);
export const registrationAnswers = endpointRoute(clientAccountEndpoints.clientRegistrationAnswers);
