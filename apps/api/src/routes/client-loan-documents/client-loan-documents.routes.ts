import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { pdfRoute } from '../../http/pdf-route';

// Spec §7: documents the borrower reads (issue 6).
export const render = endpointRoute(e.clientRenderDocument);
export const document = endpointRoute(e.clientDocument);
export const download = pdfRoute(e.clientDocumentDownload);
export const draftAgreement = pdfRoute(e.clientDraftLoanAgreement);
export const list = endpointRoute(e.clientDocumentList);
export const downloadTemporary = pdfRoute(e.clientDocumentDownloadTemporary);
