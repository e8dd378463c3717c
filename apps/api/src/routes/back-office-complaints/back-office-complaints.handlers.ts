import { backOfficeComplaintEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import { csvResponse, csvRoute } from '../back-office-reads/csv-route';

const { backOffice } = useCases;

/** The month's register as CSV, in the reader's back-office language. */
async function exportComplaints(c: Context<AppEnv>) {
  const query = (c.req.valid as (target: 'query') => { month?: string })('query');
  const core = c.get('core');
  const { language } = await backOffice.user(core, c.get('auth').subjectId);
  const { name, ...file } = await backOffice.exportComplaints(core, query, { language });
  return csvResponse(c, name, file);
}

// The UNE's complaints register (ADRs 166–167): each endpoint answered by the use case of its name.
export const backOfficeComplaintsRouter = useCaseRouter([
  useCaseRoute(e.complaints, backOffice.complaints),
  useCaseRoute(e.complaintsMonth, backOffice.complaintsMonth),
  specialRoute(csvRoute(e.exportComplaints), exportComplaints),
  useCaseRoute(e.complaint, backOffice.complaint),
  useCaseRoute(e.complaintLog, backOffice.complaintLog),
  useCaseRoute(e.complaintStart, backOffice.complaintStart),
  useCaseRoute(e.complaintResolve, backOffice.complaintResolve),
]);
