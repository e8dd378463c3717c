import { backOfficeCollectionsEndpoints as e, clientPromiseEndpoints as p } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from '../back-office-reads/csv-route';

// Issue 38: the collections workspace (queue, case, claims, contacts, notes), its two regulator
// exports, and the borrower's promise to pay on `/profile/my-loan`.
export const collectionsQueue = endpointRoute(e.collectionsQueue);
export const collectionsCase = endpointRoute(e.collectionsCase);
export const collectionsClaim = endpointRoute(e.collectionsClaim);
export const collectionsRelease = endpointRoute(e.collectionsRelease);
export const collectionsLogContact = endpointRoute(e.collectionsLogContact);
export const collectionsAddNote = endpointRoute(e.collectionsAddNote);
export const exportContactLog = csvRoute(e.exportContactLog);
export const exportCollectors = csvRoute(e.exportCollectors);
export const promiseOptions = endpointRoute(p.promiseOptions);
export const makePromise = endpointRoute(p.makePromise);
