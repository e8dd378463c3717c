import type { Translation } from '../../types';
import type { speiClaims as es } from '../es-MX/backoffice-spei-claims';

/** "I paid by SPEI": the transfers clients report, checked against Banxico's CEP. */
export const speiClaims = {
  title: 'Reported SPEI payments (CEP)',
  intro:
    'The SPEI transfers clients report as paid ("I paid by SPEI"), checked against Banxico\'s electronic payment receipt (CEP). When Banxico confirms one, the payment is applied to the loan; when not, a clarification opens for customer care.',
  outcome: 'Outcome',
  allOutcomes: 'All',
  apply: 'Filter',
  clear: 'Clear filters',
  empty: 'No reported SPEI payments with this filter.',
  showHint: "The tracking key opens the payment's detail, with the CEP signed by Banxico.",
  columns: {
    createdAt: 'Reported',
    client: 'Client',
    loan: 'Loan',
    operationDate: 'Sent on',
    amount: 'Amount',
    trackingKey: 'Tracking key',
    banks: 'Banks',
    outcome: 'Outcome',
  },
  banks: '{{sender}} → {{receiver}}',
  noBank: 'No receiving bank',
  outcomes: {
    applied: 'Confirmed and applied',
    already_applied: 'Already applied',
    unverified: 'Not confirmed (clarification)',
  },
  payment: 'See payment (receipt {{folio}})',
  complaint: 'See clarification {{folio}}',
  detail: {
    title: 'Reported payment detail',
    sender: 'Sending bank',
    receiver: 'Receiving bank',
    account: 'Beneficiary CLABE',
    noAccount: 'None: the loan had no SPEI payment CLABE',
    seal: "Banxico's digital seal",
    noSeal: 'No seal: Banxico did not confirm the transfer',
    files: 'CEP signed by Banxico',
    noFiles: 'No CEP is kept of this payment.',
    xml: 'Download XML',
    pdf: 'Download PDF',
  },
} satisfies Translation<typeof es>;
