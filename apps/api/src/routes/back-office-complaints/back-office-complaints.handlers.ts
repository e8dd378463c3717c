import { backOfficeComplaintEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// The UNE's complaints register (ADRs 166–167): each endpoint answered by the use case of its name.
export const backOfficeComplaintsRouter = useCaseRouter([
  useCaseRoute(e.complaints, backOffice.complaints),
  useCaseRoute(e.complaintsMonth, backOffice.complaintsMonth),
  useCaseRoute(e.exportComplaints, backOffice.exportComplaints),
  useCaseRoute(e.complaint, backOffice.complaint),
  useCaseRoute(e.complaintLog, backOffice.complaintLog),
  useCaseRoute(e.complaintStart, backOffice.complaintStart),
  useCaseRoute(e.complaintResolve, backOffice.complaintResolve),
]);
