import { createRoute } from '@hono/zod-openapi';
import {
  BinaryFileSchema,
  backOfficeApprovalEndpoints,
  backOfficeOperationsEndpoints as e,
} from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { pdfRoute } from '../../http/pdf-route';

// Issue 6 back-office: a payment received outside the providers; writing a loan off.
export const recordPayment = endpointRoute(e.recordPayment);
export const writeOff = endpointRoute(e.writeOff);
// Issue 47: the receipt of a payment, the same the borrower downloads.
export const paymentReceipt = pdfRoute(backOfficeApprovalEndpoints.paymentReceipt);
// Issue 50 (NOM-151): a signed contract's evidence re-checked, and its bundle for a dispute.
export const contractEvidence = endpointRoute(backOfficeApprovalEndpoints.contractEvidence);
export const contractEvidenceBundle = (() => {
  const base = endpointRoute(backOfficeApprovalEndpoints.contractEvidenceBundle);
  const { 200: _success, ...errors } = base.responses as Record<number, { description: string }>;
  return createRoute({
    ...base,
    responses: {
      200: {
        description: 'The ZIP (`Content-Disposition: attachment`).',
        content: { 'application/zip': { schema: BinaryFileSchema } },
      },
      ...errors,
    },
  });
})();
