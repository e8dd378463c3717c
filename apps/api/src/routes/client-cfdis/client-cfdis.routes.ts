import { clientCfdiEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { xmlRoute } from '../../http/file-route';
import { pdfRoute } from '../../http/pdf-route';

// Issue 51: the borrower's CFDIs of interest and fees, each one's stamped XML and printed PDF.
export const cfdis = endpointRoute(e.cfdis);
export const cfdiXml = xmlRoute(e.cfdiXml);
export const cfdiPdf = pdfRoute(e.cfdiPdf);
