import { backOfficeCfdiEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { xmlRoute } from '../../http/file-route';
import { pdfRoute } from '../../http/pdf-route';

// Issue 51: finance's CFDIs per loan and per month (with the month's CSV), each one's XML and PDF.
export const loanCfdis = endpointRoute(e.loanCfdis);
export const monthCfdis = endpointRoute(e.monthCfdis);
export const cfdiXml = xmlRoute(e.cfdiXml);
export const cfdiPdf = pdfRoute(e.cfdiPdf);
