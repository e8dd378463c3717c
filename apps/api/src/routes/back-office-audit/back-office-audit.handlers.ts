import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 6 back-office: the append-only audit log (admins only, ADR 225).
export const backOfficeAuditRouter = useCaseRouter([useCaseRoute(e.auditLog, backOffice.auditLog)]);
