import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';

/**
 * `GET /collections/contacts/export?month=YYYY-MM`: the month's collection contact log for the
 * regulator (REDECO-style CSV, issue 38). Other screens (the regulator's) link to this path.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'collections.read');
  requirePermission(admin, 'lists.export');
  const month = new URL(request.url).searchParams.get('month') ?? '';
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Response('month=YYYY-MM', { status: 400 });
  const result = await admin.api.backOffice.exportContactLog({ query: { month } });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `contactos-cobranza-${month}.csv`);
}
