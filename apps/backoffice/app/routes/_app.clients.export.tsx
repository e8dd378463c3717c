import { toApiDate } from '@lender/i18n';
import type { LenderClient } from '@lender/sdk';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { pickParams } from '../server/list-query.server';
import { CLIENT_FILTERS, clientListQuery } from '../server/list-screen.server';

type ExportQuery = NonNullable<Parameters<LenderClient['backOffice']['exportClients']>[0]>['query'];

/**
 * `GET /clients/export?<the list's filters>`: the CSV of exactly the filtered rows, every page
 * (the API builds it; issue 16). A resource route: the browser downloads it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'lists.export');
  const filters = pickParams(new URL(request.url), CLIENT_FILTERS);
  const { perPage: _perPage, ...query } = clientListQuery(filters, { cursor: undefined }) as Record<
    string,
    unknown
  >;
  const result = await admin.api.backOffice.exportClients({ query: query as ExportQuery });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `clients-${toApiDate(new Date())}.csv`);
}
