import { CREDIT_BUREAUS, type CreditBureau } from '@lender/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { pickParams } from '../server/list-query.server';

/** `GET /regulator/bureau?month=YYYY-MM&bureau=<id>`: the monthly credit-bureau file (ADR 147). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'reports.read');
  requirePermission(admin, 'lists.export');
  const params = pickParams(new URL(request.url), ['month', 'bureau']);
  const bureau: CreditBureau = (CREDIT_BUREAUS as readonly string[]).includes(params.bureau ?? '')
    ? (params.bureau as CreditBureau)
    : 'lender-csv';
  const month = params.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(params.month) ? params.month : undefined;
  const result = await admin.api.backOffice.exportCreditBureau({
    query: month ? { month, bureau } : { bureau },
  });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `${bureau}-${month ?? 'last-month'}.csv`);
}
