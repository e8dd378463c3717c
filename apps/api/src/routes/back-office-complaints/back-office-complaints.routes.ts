import { backOfficeComplaintEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from '../back-office-reads/csv-route';

// Issue 39: the UNE's complaints register (ADRs 166–167) and the regulator's figures and CSV of it.
export const complaints = endpointRoute(e.complaints);
export const complaint = endpointRoute(e.complaint);
export const complaintLog = endpointRoute(e.complaintLog);
export const complaintStart = endpointRoute(e.complaintStart);
export const complaintResolve = endpointRoute(e.complaintResolve);
export const complaintsMonth = endpointRoute(e.complaintsMonth);
export const exportComplaints = csvRoute(e.exportComplaints);
