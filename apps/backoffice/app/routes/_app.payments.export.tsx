import { toApiDate } from '@lender/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { POSITION_PARAMS } from '../list-position';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';

/** `GET /payments/export?<the list's filters>`: the CSV of exactly the filtered payments. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'lists.export');
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    // The list's position (page, cursor, back) is not a filter: the CSV holds every filtered row.
    if (value && name !== 'perPage' && !(POSITION_PARAMS as readonly string[]).includes(name))
      query[name] = value;
  }
  const result = await admin.api.backOffice.exportPayments({ query: query as never });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `payments-${toApiDate(new Date())}.csv`);
}
