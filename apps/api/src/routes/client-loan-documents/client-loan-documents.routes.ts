import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { pdfRoute } from '../../http/pdf-route';

// Spec §7: documents the borrower reads (issue 6).
export const renderDocument = endpointRoute(e.renderDocument);
export const document = endpointRoute(e.document);
export const documentDownload = pdfRoute(e.documentDownload);
export const draftLoanAgreement = pdfRoute(e.draftLoanAgreement);
export const documentList = endpointRoute(e.documentList);
export const documentDownloadTemporary = pdfRoute(e.documentDownloadTemporary);
