import { backOfficeApprovalEndpoints, backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { pdfRoute } from '../../http/pdf-route';

// Issue 6 back-office: a payment received outside the providers; writing a loan off.
export const recordPayment = endpointRoute(e.recordPayment);
export const writeOff = endpointRoute(e.writeOff);
// Issue 47: the receipt of a payment, the same the borrower downloads.
export const paymentReceipt = pdfRoute(backOfficeApprovalEndpoints.paymentReceipt);
