import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Spec §7: documents the borrower reads (issue 6), each a PDF saved under its type's name, or the
// page's HTML or base64 PDF in the envelope.
export const clientLoanDocumentsRouter = useCaseRouter([
  useCaseRoute(e.renderDocument, client.renderDocument),
  useCaseRoute(e.documentList, client.documentList),
  useCaseRoute(e.documentDownload, client.documentDownload),
  useCaseRoute(e.documentDownloadTemporary, client.documentDownloadTemporary),
  useCaseRoute(e.document, client.document),
  useCaseRoute(e.draftLoanAgreement, client.draftLoanAgreement),
]);
