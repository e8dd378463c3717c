import type { LoaderFunctionArgs } from '@remix-run/node';
import { translator } from '../i18n';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { loadSummary, screenOf, summaryAt } from '../server/summaries.server';
import { summaryCsv } from '../summaries';

/** `GET /summaries/<slug>/export?from=&to=`: the table on the screen, with its filter, as CSV. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'lists.export');
  const table = summaryAt(admin, params.slug);
  const { summary, invalid } = await loadSummary(admin, table, new URL(request.url));
  if (!summary)
    throw failureResponse({ status: 400, code: 'invalid_value', message: invalid ?? 'invalid_value' });
  const csv = summaryCsv(translator(admin.user.language), screenOf(table), summary);
  return csvResponse(new TextEncoder().encode(csv), `${table.slug}-${summary.from}-${summary.to}.csv`);
}
