import { toApiDate } from '@lender/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';

/** `GET /portfolio/export`: the portfolio report (issue 36), the dashboard's figures as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'lists.export');
  const result = await admin.api.backOffice.exportPortfolio();
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `portfolio-${toApiDate(new Date())}.csv`);
}
