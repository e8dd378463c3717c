import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import { uploadRoute } from './client-documents.routes';

const { client } = useCases;

// Spec §7 "Client documents" and §5 Documents: each endpoint answered by the use case of its name.
export const clientDocumentsRouter = useCaseRouter([
  useCaseRoute(e.idDocumentUpload, client.idDocumentUpload, { route: uploadRoute(e.idDocumentUpload) }),
  useCaseRoute(e.documentUpload, client.documentUpload, { route: uploadRoute(e.documentUpload) }),
  useCaseRoute(e.bankStatementUpload, client.bankStatementUpload, {
    route: uploadRoute(e.bankStatementUpload),
  }),
  useCaseRoute(e.idDocumentFinish, client.idDocumentFinish),
  useCaseRoute(e.idDocumentState, client.idDocumentState),
  useCaseRoute(e.idDocumentGet, client.idDocumentGet),
  useCaseRoute(e.idDocumentDelete, client.idDocumentDelete),
]);
