import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { fileRoute } from '../../http/file-route';

// Spec §7: documents the borrower reads (issue 6).
export const renderDocument = endpointRoute(e.renderDocument);
export const document = endpointRoute(e.document);
export const documentDownload = fileRoute(e.documentDownload);
export const draftLoanAgreement = fileRoute(e.draftLoanAgreement);
export const documentList = endpointRoute(e.documentList);
export const documentDownloadTemporary = fileRoute(e.documentDownloadTemporary);
