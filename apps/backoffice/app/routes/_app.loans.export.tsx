import { toApiDate } from '@lender/i18n';
import type { LenderClient } from '@lender/sdk';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { pickParams } from '../server/list-query.server';
import { LOAN_FILTERS, loanListQuery } from '../server/list-screen.server';

type ExportQuery = NonNullable<Parameters<LenderClient['backOffice']['exportLoans']>[0]>['query'];

/** `GET /loans/export?<the list's filters>`: the CSV of exactly the filtered loans. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'lists.export');
  const filters = pickParams(new URL(request.url), LOAN_FILTERS);
  const { perPage: _perPage, ...query } = loanListQuery(filters, { cursor: undefined }) as Record<
    string,
    unknown
  >;
  const result = await admin.api.backOffice.exportLoans({ query: query as ExportQuery });
  if (!result.success) throw failureResponse(result);
  return csvResponse(result.data.bytes, `loans-${toApiDate(new Date())}.csv`);
}
