import { clientMandateEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 66 (ADR 325): the borrower's direct-debit mandates on my loan, and their revocation in one
// call, effective at once.
export const clientMandatesRouter = useCaseRouter([
  useCaseRoute(e.mandates, client.mandates),
  useCaseRoute(e.revokeMandate, client.revokeMandate),
]);
