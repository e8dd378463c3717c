import { toApiDate } from '@lender/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from './_app.clients.export';

/** `GET /payments/export?<the list's filters>`: the CSV of exactly the filtered payments. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'lists.export');
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    if (value && name !== 'page' && name !== 'perPage') query[name] = value;
  }
  const result = await admin.api.backOffice.exportPayments({ query: query as never });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `payments-${toApiDate(new Date())}.csv`);
}
