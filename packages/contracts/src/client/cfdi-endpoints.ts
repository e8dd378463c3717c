import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { CfdiIdParamsSchema, ClientCfdisSchema } from './cfdis.js';

const CLIENT = '/web/private/client';
const common = { access: 'client', origin: 'extension', tag: 'Client: documents' } as const;

/** The borrower's CFDIs (facturas) of the interest and fees they paid: the list, each one's XML and PDF. */
export const clientCfdiEndpoints = defineEndpoints('client', {
  cfdis: {
    ...common,
    method: 'get',
    path: `${CLIENT}/cfdis`,
    summary: "The borrower's CFDIs of interest and fees, and the payments invoiced to the general public",
    description:
      'A CFDI 4.0 of income for each payment of interest or fees once the borrower has an RFC in ' +
      'the profile; without one, the payment goes in the global CFDI of its month to the general ' +
      'public, which the borrower does not download.',
    request: {},
    response: ClientCfdisSchema,
  },
  cfdiXml: {
    ...common,
    method: 'get',
    path: `${CLIENT}/cfdis/:id/xml`,
    summary: "One of the borrower's CFDIs as the stamped XML",
    description: "`not_found` for another borrower's CFDI or a global one.",
    request: { params: CfdiIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/xml',
    errors: ['not_found'],
  },
  cfdiPdf: {
    ...common,
    method: 'get',
    path: `${CLIENT}/cfdis/:id/pdf`,
    summary: "One of the borrower's CFDIs printed (representación impresa) as PDF",
    description: "`not_found` for another borrower's CFDI or a global one.",
    request: { params: CfdiIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/pdf',
    errors: ['not_found'],
  },
});
