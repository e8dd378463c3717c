import type { Translation } from '../../types';
import type { fiscal as es } from '../es-MX/backoffice-fiscal';

/** CFDI 4.0 invoices of interest and fees: finance's screen and the loan's section. */
export const fiscal = {
  title: 'Invoices (CFDI)',
  intro:
    'The CFDI 4.0 invoices of the interest and fees clients pay: in their name when they gave their RFC, else in the monthly global invoice to the general public. A reversed payment cancels its own.',
  month: 'Month',
  show: 'Show',
  export: 'Download CSV',
  empty: 'No invoice was certified this month.',
  loanEmpty: 'This loan has no invoices yet.',
  totals:
    'Standing: {{issued}} · Cancelled: {{cancelled}} · Net of credit notes: subtotal {{subtotal, money}} · VAT {{vat, money}} · total {{total, money}}',
  sandbox: 'Test, no fiscal value',
  xml: 'XML',
  pdf: 'PDF',
  columns: {
    uuid: 'Fiscal folio (UUID)',
    seriesFolio: 'Series and folio',
    kind: 'Kind',
    stampedAt: 'Certified',
    receiverRfc: "Receiver's RFC",
    loan: 'Loan',
    period: 'Period',
    subtotal: 'Subtotal',
    vat: 'VAT',
    total: 'Total',
    status: 'Status',
    cancelReason: 'Cancellation reason (SAT)',
    cancelledAt: 'Cancelled',
    replaces: 'Replaces invoice',
    payments: 'Payments (no.)',
    provider: 'Certified by',
    files: 'Files',
  },
  kinds: { income: 'To the client', global: 'Global (general public)', credit_note: 'Credit note' },
  statuses: {
    issued: 'Standing',
    cancel_pending: 'Cancellation under way',
    cancel_requested: 'Cancellation waiting for the receiver',
    cancelled: 'Cancelled',
    cancel_rejected: 'Cancellation rejected by the receiver',
  },
} satisfies Translation<typeof es>;
