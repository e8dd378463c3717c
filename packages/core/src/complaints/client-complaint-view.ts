import type { ClientComplaint } from '@lender/contracts';
import type { ComplaintRow } from './back-office/complaint-views';

/** A complaint as its client reads it: no staff names, the UNE's answer once resolved. */
export function clientComplaintView(row: ComplaintRow): ClientComplaint {
  return {
    id: row.id,
    folio: row.folio,
    receivedAt: row.receivedAt.toISOString(),
    kind: row.kind as ClientComplaint['kind'],
    cause: row.cause as ClientComplaint['cause'],
    loanId: row.loanId,
    description: row.description,
    status: row.status as ClientComplaint['status'],
    dueDate: row.dueDate,
    resolution: row.resolution as ClientComplaint['resolution'],
    resolutionText: row.status === 'resolved' ? row.resolutionText : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
