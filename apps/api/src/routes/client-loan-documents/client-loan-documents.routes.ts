import { createRoute } from '@hono/zod-openapi';
import { BinaryFileSchema, type EndpointDefinition, clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

/** A binary PDF route: the endpoint's route whose success response is `application/pdf`. */
function pdfRoute<E extends EndpointDefinition>(endpoint: E) {
  const base = endpointRoute(endpoint);
  const { [endpoint.successStatus]: _success, ...errors } = base.responses as Record<number, unknown>;
  return createRoute({
    ...base,
    responses: {
      200: {
        description: 'The PDF (`Content-Disposition: attachment`).',
        content: { 'application/pdf': { schema: BinaryFileSchema } },
      },
      ...(errors as Record<number, { description: string }>),
    },
  });
}

// Spec §7: documents the borrower reads (issue 6).
export const render = endpointRoute(e.clientRenderDocument);
export const document = endpointRoute(e.clientDocument);
export const download = pdfRoute(e.clientDocumentDownload);
export const draftAgreement = pdfRoute(e.clientDraftLoanAgreement);
export const list = endpointRoute(e.clientDocumentList);
export const downloadTemporary = pdfRoute(e.clientDocumentDownloadTemporary);
