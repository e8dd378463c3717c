import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 6 back-office: the append-only audit log (admins only, ADR 225).
export const auditLog = endpointRoute(e.auditLog);
