import { clientAccountEndpoints, clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 15: what the borrower's profile, my-loan and no-loan pages read back.
export const clientRecordsRouter = useCaseRouter([
  useCaseRoute(e.consents, client.consents),
  useCaseRoute(e.closedLoans, client.closedLoans),
  useCaseRoute(e.savedCards, client.savedCards),
  useCaseRoute(e.activeLoanPayments, client.activeLoanPayments),
  useCaseRoute(clientAccountEndpoints.registrationAnswers, client.registrationAnswers),
]);
