import { CfdiIdParamsSchema } from '../client/cfdis.js';
import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { CfdiMonthQuerySchema, LoanCfdisSchema, MonthCfdisSchema } from './cfdis.js';
import { CsvFileSchema } from './lists.js';
import { LoanIdParamsSchema } from './operations.js';

const BACK_OFFICE = '/web/private/back-office';
const common = {
  access: 'user',
  origin: 'operations',
  tag: 'Back-office',
  permission: 'fiscal.read',
} as const;

/** Finance's CFDIs: per loan, per month with its CSV, and each one's XML and PDF. */
export const backOfficeCfdiEndpoints = defineEndpoints('backOffice', {
  loanCfdis: {
    ...common,
    method: 'get',
    path: `${BACK_OFFICE}/loans/:id/cfdis`,
    summary: "A loan's CFDIs of interest and fees, and the global CFDIs holding its payments",
    request: { params: LoanIdParamsSchema },
    response: LoanCfdisSchema,
    errors: ['not_found'],
  },
  monthCfdis: {
    ...common,
    method: 'get',
    path: `${BACK_OFFICE}/cfdis`,
    summary: "A month's CFDIs (by certification date, Mexico City) with their sums",
    request: { query: CfdiMonthQuerySchema },
    response: MonthCfdisSchema,
    errors: ['invalid_value'],
  },
  exportCfdis: {
    ...common,
    permission: ['fiscal.read', 'lists.export'],
    method: 'get',
    path: `${BACK_OFFICE}/exports/cfdis`,
    summary: "CSV of a month's CFDIs: folio fiscal, receiver, sums, status and cancellation",
    request: { query: CfdiMonthQuerySchema },
    response: CsvFileSchema,
    responseContentType: 'text/csv',
    errors: ['invalid_value'],
  },
  cfdiXml: {
    ...common,
    method: 'get',
    path: `${BACK_OFFICE}/cfdis/:id/xml`,
    summary: 'A CFDI as the stamped XML',
    request: { params: CfdiIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/xml',
    errors: ['not_found'],
  },
  cfdiPdf: {
    ...common,
    method: 'get',
    path: `${BACK_OFFICE}/cfdis/:id/pdf`,
    summary: 'A CFDI printed (representación impresa) as PDF',
    request: { params: CfdiIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/pdf',
    errors: ['not_found'],
  },
});
