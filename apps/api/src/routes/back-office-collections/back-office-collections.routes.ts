import { backOfficeCollectionsEndpoints as e, clientPromiseEndpoints as p } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from '../back-office-reads/csv-route';

// Issue 38: the collections workspace (queue, case, claims, contacts, notes), its two regulator
// exports, and the borrower's promise to pay on `/profile/my-loan`.
export const collectionsLogContact = endpointRoute(e.collectionsLogContact);
export const exportContactLog = csvRoute(e.exportContactLog);
export const exportCollectors = csvRoute(e.exportCollectors);
export const promiseOptions = endpointRoute(p.promiseOptions);
export const makePromise = endpointRoute(p.makePromise);
