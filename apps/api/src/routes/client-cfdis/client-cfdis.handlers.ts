import { clientCfdiEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 51: the borrower's CFDIs of interest and fees, each one's stamped XML and printed PDF (their
// own only: another's, or a global one, is `not_found`).
export const clientCfdisRouter = useCaseRouter([
  useCaseRoute(e.cfdis, client.cfdis),
  useCaseRoute(e.cfdiXml, client.cfdiXml),
  useCaseRoute(e.cfdiPdf, client.cfdiPdf),
]);
