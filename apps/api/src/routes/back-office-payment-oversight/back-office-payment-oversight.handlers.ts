import { backOfficePaymentOversightEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 66 point 6 (ADR 331): a client's direct debits (mandates, scheduled charges, objection
// cases), the payouts held after a CEP named another person, and the month's collection rate; each
// endpoint answered by the use case of its name.
export const backOfficePaymentOversightRouter = useCaseRouter([
  useCaseRoute(e.clientDirectDebits, backOffice.clientDirectDebits),
  useCaseRoute(e.payoutHolds, backOffice.payoutHolds),
  useCaseRoute(e.collectionRate, backOffice.collectionRate),
]);
