import {
  backOfficeApprovalEndpoints as approvals,
  backOfficeOperationsEndpoints as operations,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 50 (NOM-151): a signed contract's evidence re-checked, and its bundle for a dispute; issue 6:
// a payment received outside the providers (its pesos in centavos from here on); issue 47: a
// payment's receipt, the same the borrower downloads.
export const backOfficeLoansRouter = useCaseRouter([
  useCaseRoute(approvals.contractEvidence, backOffice.contractEvidence),
  useCaseRoute(approvals.contractEvidenceBundle, backOffice.contractEvidenceBundle),
  useCaseRoute(operations.recordPayment, backOffice.recordPayment, { pesos: [['body', 'amount', 'amount']] }),
  // Issue 16 (ADR 056): refuses (403 `forbidden`), naming the maker-checker path; nothing changes.
  useCaseRoute(operations.writeOff, backOffice.writeOff),
  useCaseRoute(approvals.paymentReceipt, backOffice.paymentReceipt),
]);
