import { toApiDate } from '@lender/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';

/** `GET /collections/collectors/export`: the collectors, for the regulator (issue 38). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'collections.read');
  requirePermission(admin, 'lists.export');
  const result = await admin.api.backOffice.exportCollectors();
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `gestores-${toApiDate(new Date())}.csv`);
}
