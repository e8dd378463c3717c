import { clientProvenIncomeEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 67 point 6 (ADR 333): the borrower uploads their payroll CFDIs (XML text, one to three) and
// reads the income they prove.
export const clientProvenIncomeRouter = useCaseRouter([
  useCaseRoute(e.provenIncome, client.provenIncome),
  useCaseRoute(e.uploadPayrollCfdis, client.uploadPayrollCfdis),
]);
