import { backOfficeCollectionsEndpoints as e, clientPromiseEndpoints as p } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from '../back-office-reads/csv-route';

// Issue 38: the collections workspace (queue, case, claims, contacts, notes), its two regulator
// exports, and the borrower's promise to pay on `/profile/my-loan`.
export const queue = endpointRoute(e.backOfficeCollectionsQueue);
export const caseView = endpointRoute(e.backOfficeCollectionsCase);
export const claim = endpointRoute(e.backOfficeCollectionsClaim);
export const release = endpointRoute(e.backOfficeCollectionsRelease);
export const logContact = endpointRoute(e.backOfficeCollectionsLogContact);
export const addNote = endpointRoute(e.backOfficeCollectionsAddNote);
export const exportContactLog = csvRoute(e.backOfficeExportContactLog);
export const exportCollectors = csvRoute(e.backOfficeExportCollectors);
export const promiseOptions = endpointRoute(p.clientPromiseOptions);
export const makePromise = endpointRoute(p.clientMakePromise);
