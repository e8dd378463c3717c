import { clientMyLoanEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 65 (ADR 328): the borrower's pages in one read: "Mi préstamo", the no-loan page, the
// counter-offer pages and the profile. The pages' actions keep their own endpoints.
export const clientMyLoanRouter = useCaseRouter([
  useCaseRoute(e.myLoan, client.myLoan),
  useCaseRoute(e.noLoan, client.noLoan),
  useCaseRoute(e.counterOffer, client.counterOffer),
  useCaseRoute(e.profilePage, client.profilePage),
]);
