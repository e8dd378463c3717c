import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { pickParams } from '../server/list-query.server';

/** `GET /regulator/complaints?month=YYYY-MM`: the month's UNE complaints register as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'reports.read');
  requirePermission(admin, 'lists.export');
  const { month } = pickParams(new URL(request.url), ['month']);
  const query = month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {};
  const result = await admin.api.backOffice.exportComplaints({ query });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `complaints-${month ?? 'last-month'}.csv`);
}
