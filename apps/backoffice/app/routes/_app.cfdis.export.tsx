import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { cfdiMonthOf } from '../server/list-query.server';

/** `GET /cfdis/export?month=YYYY-MM` (issue 51): the month's CFDIs as CSV (`backOffice.exportCfdis`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'fiscal.read');
  requirePermission(admin, 'lists.export');
  const month = cfdiMonthOf(new URL(request.url));
  const result = await admin.api.backOffice.exportCfdis({ query: { month } });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `cfdis-${month}.csv`);
}
