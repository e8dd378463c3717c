import { defineEndpoints } from '../endpoint.js';
import {
  ComplaintIdParamsSchema,
  ComplaintListSchema,
  ComplaintMonthQuerySchema,
  ComplaintMonthSchema,
  ComplaintQuerySchema,
  ComplaintSchema,
  LogComplaintRequestSchema,
  ResolveComplaintRequestSchema,
} from './complaints.js';
import { CsvFileSchema } from './lists.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** The UNE's register of complaints, and its monthly figures and CSV. */
export const backOfficeComplaintEndpoints = defineEndpoints('backOffice', {
  complaints: {
    ...common,
    permission: 'complaints.read',
    method: 'get',
    path: `${BACK_OFFICE}/complaints`,
    summary: 'The complaints register, newest first: by month received, status, overdue',
    request: { query: ComplaintQuerySchema },
    response: ComplaintListSchema,
    paginated: true,
    errors: ['invalid_value'],
  },
  complaint: {
    ...common,
    permission: 'complaints.read',
    method: 'get',
    path: `${BACK_OFFICE}/complaints/:id`,
    summary: 'One complaint of the register',
    request: { params: ComplaintIdParamsSchema },
    response: ComplaintSchema,
    errors: ['not_found'],
  },
  complaintLog: {
    ...common,
    permission: 'complaints.log',
    method: 'post',
    path: `${BACK_OFFICE}/complaints`,
    summary: 'Log a complaint: its folio is the next of the year; its answer is due in business days',
    request: { body: LogComplaintRequestSchema },
    response: ComplaintSchema,
    successStatus: 201,
    errors: ['validation_failed', 'required', 'invalid_value', 'too_big'],
  },
  complaintStart: {
    ...common,
    permission: 'complaints.work',
    method: 'post',
    path: `${BACK_OFFICE}/complaints/:id/start`,
    summary: 'Move a received complaint to in progress',
    request: { params: ComplaintIdParamsSchema },
    response: ComplaintSchema,
    errors: ['not_found', 'invalid_transition'],
  },
  complaintResolve: {
    ...common,
    permission: 'complaints.work',
    method: 'post',
    path: `${BACK_OFFICE}/complaints/:id/resolution`,
    summary: 'Resolve a complaint (once): how it ended for the client and the answer given',
    request: { params: ComplaintIdParamsSchema, body: ResolveComplaintRequestSchema },
    response: ComplaintSchema,
    errors: ['not_found', 'invalid_transition', 'validation_failed'],
  },
  complaintsMonth: {
    ...common,
    permission: 'reports.read',
    method: 'get',
    path: `${BACK_OFFICE}/reports/complaints`,
    summary: "The month's complaints: received, resolved, open, overdue; by channel and kind",
    request: { query: ComplaintMonthQuerySchema },
    response: ComplaintMonthSchema,
    errors: ['invalid_value'],
  },
  exportComplaints: {
    ...common,
    permission: ['reports.read', 'lists.export'],
    method: 'get',
    path: `${BACK_OFFICE}/exports/complaints`,
    summary: "The month's complaints register as CSV (in words)",
    request: { query: ComplaintMonthQuerySchema },
    response: CsvFileSchema,
    responseContentType: 'text/csv',
    errors: ['invalid_value'],
  },
});
