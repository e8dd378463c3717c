import { backOfficeCfdiEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 51: finance's CFDIs per loan and per month (with the month's CSV), each one's XML and PDF.
export const backOfficeCfdisRouter = useCaseRouter([
  useCaseRoute(e.loanCfdis, backOffice.loanCfdis),
  useCaseRoute(e.monthCfdis, backOffice.monthCfdis),
  useCaseRoute(e.exportCfdis, backOffice.exportCfdis),
  useCaseRoute(e.cfdiXml, backOffice.cfdiXml),
  useCaseRoute(e.cfdiPdf, backOffice.cfdiPdf),
]);
