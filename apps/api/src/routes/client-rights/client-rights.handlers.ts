import { clientRightsEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 51: the borrower's complaints to the UNE (and disputes of a credit-bureau record), and the
// withdrawal of their voluntary consents.
export const clientRightsRouter = useCaseRouter([
  useCaseRoute(e.complaints, client.complaints),
  useCaseRoute(e.fileComplaint, client.fileComplaint),
  useCaseRoute(e.withdrawConsent, client.withdrawConsent),
]);
