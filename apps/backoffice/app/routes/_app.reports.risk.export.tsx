import { RISK_REPORT_KINDS, type RiskReportKind } from '@lender/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { csvResponse } from '../server/csv.server';
import { pickParams } from '../server/list-query.server';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `GET /reports/risk/export?report=<kind>&from=YYYY-MM&to=YYYY-MM`: one section of the risk report as
 * CSV (`backOffice.exportRiskReport`), for the screen's months.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'reports.read');
  requirePermission(admin, 'lists.export');
  const filters = pickParams(new URL(request.url), ['report', 'from', 'to']);
  const report = (RISK_REPORT_KINDS as readonly string[]).includes(filters.report ?? '')
    ? (filters.report as RiskReportKind)
    : 'par';
  const query: { report: RiskReportKind; from?: string; to?: string } = { report };
  for (const name of ['from', 'to'] as const)
    if (filters[name] && MONTH.test(filters[name])) query[name] = filters[name];
  const result = await admin.api.backOffice.exportRiskReport({ query });
  if (!result.success) throw failureResponse(result);
  return csvResponse(
    result.data.bytes,
    `${report}-${query.from ?? ''}-${query.to ?? ''}.csv`.replace(/--/g, '-'),
  );
}
