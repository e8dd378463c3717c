import { defineEndpoints } from '../endpoint.js';
import { PageQuerySchema } from '../pagination.js';
import { ApprovalRequestSchema } from './approvals.js';
import {
  LedgerChecksSchema,
  LedgerDateQuerySchema,
  SettlementExceptionRequestSchema,
  SettlementFetchRequestSchema,
  SettlementImportDetailSchema,
  SettlementImportListSchema,
  SettlementImportResultSchema,
  SettlementLineParamsSchema,
  SettlementLineQuerySchema,
  SettlementUploadRequestSchema,
} from './reconciliation.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** Settlement files, their exceptions, the trial balance and the cash position. */
export const backOfficeReconciliationEndpoints = defineEndpoints('backOffice', {
  settlementImports: {
    ...common,
    permission: 'payments.reconcile',
    method: 'get',
    path: `${BACK_OFFICE}/reconciliation/imports`,
    summary: 'Imported settlement files, newest first, with their lines by outcome',
    request: { query: PageQuerySchema },
    response: SettlementImportListSchema,
    errors: [],
  },
  settlementUpload: {
    ...common,
    permission: 'reconciliation.work',
    method: 'post',
    path: `${BACK_OFFICE}/reconciliation/imports`,
    summary:
      'Import a settlement file (SPEI, cash stores, card processor) in its CSV layout; the same file again changes nothing',
    request: { body: SettlementUploadRequestSchema, bodyContentType: 'multipart/form-data' },
    response: SettlementImportResultSchema,
    successStatus: 201,
    errors: ['validation_failed', 'payload_too_large'],
  },
  settlementFetch: {
    ...common,
    permission: 'reconciliation.work',
    method: 'post',
    path: `${BACK_OFFICE}/reconciliation/imports/provider`,
    summary: "Fetch a channel's settlement file for a period through the settlement port and import it",
    request: { body: SettlementFetchRequestSchema },
    response: SettlementImportResultSchema,
    successStatus: 201,
    errors: ['validation_failed'],
  },
  settlementImport: {
    ...common,
    permission: 'payments.reconcile',
    method: 'get',
    path: `${BACK_OFFICE}/reconciliation/lines`,
    summary: "An import: a page of its lines by outcome, and the period's payments missing from the file",
    request: { query: SettlementLineQuerySchema },
    response: SettlementImportDetailSchema,
    errors: ['not_found'],
  },
  settlementException: {
    ...common,
    permission: 'reconciliation.work',
    method: 'post',
    path: `${BACK_OFFICE}/reconciliation/lines/:lineId/exception-requests`,
    summary: 'Ask to post, reverse, correct or set aside an exception line; another user approves it',
    request: { params: SettlementLineParamsSchema, body: SettlementExceptionRequestSchema },
    response: ApprovalRequestSchema,
    successStatus: 201,
    errors: ['not_found', 'invalid_transition', 'conflict', 'validation_failed'],
  },
  ledgerChecks: {
    ...common,
    permission: 'payments.reconcile',
    method: 'get',
    path: `${BACK_OFFICE}/reconciliation/ledger`,
    summary:
      'The trial balance, the cash position per channel and the open alerts of a business date (default yesterday)',
    request: { query: LedgerDateQuerySchema },
    response: LedgerChecksSchema,
    errors: [],
  },
});
