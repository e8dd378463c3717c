import { backOfficeComplaintEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from '../back-office-reads/csv-route';

// Issue 39: the UNE's complaints register (ADRs 166–167) and the regulator's figures and CSV of it.
export const list = endpointRoute(e.backOfficeComplaints);
export const one = endpointRoute(e.backOfficeComplaint);
export const log = endpointRoute(e.backOfficeComplaintLog);
export const start = endpointRoute(e.backOfficeComplaintStart);
export const resolve = endpointRoute(e.backOfficeComplaintResolve);
export const month = endpointRoute(e.backOfficeComplaintsMonth);
export const exportMonth = csvRoute(e.backOfficeExportComplaints);
