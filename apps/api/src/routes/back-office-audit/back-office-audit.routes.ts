import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 6 back-office: the append-only audit log (admins only, ADR 026).
export const auditLog = endpointRoute(e.backOfficeAuditLog, {
  middleware: [requirePermission('audit.read')],
});
