import { defineEndpoints } from '../endpoint.js';
import { PageQuerySchema } from '../pagination.js';
import {
  ClientListQuerySchema,
  CsvFileSchema,
  LoanListQuerySchema,
  LoanListSchema,
  OutboxIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  UnmatchedCallbackListSchema,
} from './lists.js';
import { OutboxMessageSchema } from './operations.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;
const csv = 'text/csv' as const;

/** A list's query without its page: an export takes every filtered row. */
const noPage = { page: true, perPage: true, cursor: true } as const;

/** The back-office lists (loans, payments, unmatched callbacks), CSV exports and the outbox retry. */
export const backOfficeListEndpoints = defineEndpoints('backOffice', {
  exportClients: {
    ...common,
    permission: ['clients.read', 'lists.export'],
    method: 'get',
    path: `${BACK_OFFICE}/exports/clients`,
    summary: "CSV of every client the list's filter matches (all pages)",
    request: { query: ClientListQuerySchema.omit(noPage) },
    response: CsvFileSchema,
    responseContentType: csv,
    errors: ['too_big'],
  },
  loans: {
    ...common,
    permission: 'loans.read',
    method: 'get',
    path: `${BACK_OFFICE}/loans`,
    summary: 'Loans: status, overdue bucket, due date range, fake; sorting',
    request: { query: LoanListQuerySchema },
    response: LoanListSchema,
    paginated: true,
    // A cursor of another sort, or damaged.
    errors: ['invalid_value'],
  },
  exportLoans: {
    ...common,
    permission: ['loans.read', 'lists.export'],
    method: 'get',
    path: `${BACK_OFFICE}/exports/loans`,
    summary: "CSV of every loan the list's filter matches (all pages)",
    request: { query: LoanListQuerySchema.omit(noPage) },
    response: CsvFileSchema,
    responseContentType: csv,
    errors: ['too_big'],
  },
  payments: {
    ...common,
    permission: 'payments.read',
    method: 'get',
    path: `${BACK_OFFICE}/payments`,
    summary: 'Incoming payments by channel and status',
    request: { query: PaymentListQuerySchema },
    response: PaymentListSchema,
    paginated: true,
    // A cursor of another sort, or damaged.
    errors: ['invalid_value'],
  },
  exportPayments: {
    ...common,
    permission: ['payments.read', 'lists.export'],
    method: 'get',
    path: `${BACK_OFFICE}/exports/payments`,
    summary: "CSV of every payment the list's filter matches (all pages)",
    request: { query: PaymentListQuerySchema.omit(noPage) },
    response: CsvFileSchema,
    responseContentType: csv,
    errors: ['too_big'],
  },
  unmatchedCallbacks: {
    ...common,
    permission: 'payments.reconcile',
    method: 'get',
    path: `${BACK_OFFICE}/payments/unmatched-callbacks`,
    summary: 'Provider callbacks whose reference matched no payment, newest first',
    request: { query: PageQuerySchema },
    response: UnmatchedCallbackListSchema,
    paginated: true,
  },
  retryMessage: {
    ...common,
    permission: 'outbox.retry',
    method: 'post',
    path: `${BACK_OFFICE}/outbox/:id/retry`,
    summary: 'Send a failed SMS or e-mail again (once)',
    request: { params: OutboxIdParamsSchema },
    response: OutboxMessageSchema,
    errors: ['not_found', 'invalid_transition'],
  },
});
