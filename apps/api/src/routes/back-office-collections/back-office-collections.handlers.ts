import { backOfficeCollectionsEndpoints as e, clientPromiseEndpoints as p } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice, client } = useCases;

// Issue 38: the collections workspace (queue, case, claims, contacts, notes), its two regulator
// exports (CSV in the reader's back-office language) and the borrower's promise to pay on
// `/profile/my-loan`; a promise's pesos reach core in centavos (`pesos`).
export const backOfficeCollectionsRouter = useCaseRouter([
  useCaseRoute(e.collectionsQueue, backOffice.collectionsQueue),
  useCaseRoute(e.collectionsCase, backOffice.collectionsCase),
  useCaseRoute(e.collectionsClaim, backOffice.collectionsClaim),
  useCaseRoute(e.collectionsRelease, backOffice.collectionsRelease),
  useCaseRoute(e.collectionsLogContact, backOffice.collectionsLogContact, {
    pesos: [['body', 'promise', 'amount']],
  }),
  useCaseRoute(e.collectionsAddNote, backOffice.collectionsAddNote),
  useCaseRoute(e.exportContactLog, backOffice.exportContactLog),
  useCaseRoute(e.exportCollectors, backOffice.exportCollectors),
  useCaseRoute(p.promiseOptions, client.promiseOptions),
  useCaseRoute(p.makePromise, client.makePromise, { pesos: [['body', 'amount']] }),
]);
