import { PROVISION_BUCKETS, type RiskReport } from '@lender/contracts';
import type { Translate } from '@lender/i18n';
import { data, redirect } from '@remix-run/node';
import { bucketWords } from '../components/risk-words';
import { month } from '../format';
import { translator } from '../i18n';
import { refusalWords } from './actions.server';
import { failureResponse, readable, requireAdmin } from './auth.server';
import { renderChart } from './charts.server';
import { pickParams } from './list-query.server';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PARS = ['par1', 'par8', 'par30', 'par60', 'par90'] as const;

/** The charts of the risk screen, drawn here on the server (ADR 146). */
export function riskCharts(t: Translate, report: RiskReport) {
  const months = report.snapshots.map((row) => month(row.month));
  const vintageLength = Math.max(0, ...report.vintages.map((v) => v.points.length));
  return {
    par: renderChart({
      title: t('backoffice:risk.par.title'),
      categories: months,
      kind: 'line',
      unit: 'percent',
      series: PARS.map((par) => ({
        name: t(`backoffice:risk.par.${par}`),
        values: report.snapshots.map((row) => row.par[par]),
      })),
    }),
    vintages: renderChart({
      title: t('backoffice:risk.vintages.title'),
      categories: Array.from({ length: vintageLength }, (_, index) => String(index)),
      kind: 'line',
      unit: 'percent',
      series: report.vintages
        .filter((vintage) => vintage.loans > 0)
        .map((vintage) => ({
          name: month(vintage.vintage),
          values: vintage.points.map((point) => point.defaultRate),
        })),
    }),
    funnel: renderChart({
      title: t('backoffice:risk.funnel.title'),
      categories: report.funnel.map((row) => month(row.month)),
      kind: 'line',
      unit: 'percent',
      series: [
        {
          name: t('backoffice:risk.funnel.approvalRate'),
          values: report.funnel.map((row) => row.approvalRate),
        },
      ],
    }),
    yield: renderChart({
      title: t('backoffice:risk.yield.title'),
      categories: report.yield.map((row) => month(row.month)),
      kind: 'line',
      unit: 'percent',
      series: [{ name: t('backoffice:risk.yield.rate'), values: report.yield.map((row) => row.rate) }],
    }),
    cure: renderChart({
      title: t('backoffice:risk.cure.title'),
      categories: report.extensionCure.map((row) => month(row.month)),
      kind: 'line',
      unit: 'percent',
      series: [{ name: t('backoffice:risk.cure.rate'), values: report.extensionCure.map((row) => row.rate) }],
    }),
    provisioning: renderChart({
      title: t('backoffice:risk.provisioning.title'),
      categories: report.provisioning.months.map((row) => month(row.month)),
      kind: 'bar',
      unit: 'pesos',
      stacked: true,
      series: PROVISION_BUCKETS.map((bucket) => ({
        name: bucketWords(t, bucket),
        values: report.provisioning.months.map(
          (row) => row.buckets.find((b) => b.bucket === bucket)?.reserveCentavos ?? 0,
        ),
      })),
    }),
  };
}

/** `GET /reports?from=YYYY-MM&to=YYYY-MM`: the risk reports, their charts and the CSV links. */
export async function riskPageLoader(request: Request) {
  const admin = await requireAdmin(request);
  if (!admin.can('reports.read')) throw redirect('/');
  const filters = pickParams(new URL(request.url), ['from', 'to']);
  const query: { from?: string; to?: string } = {};
  for (const name of ['from', 'to'] as const)
    if (filters[name] && MONTH.test(filters[name])) query[name] = filters[name];
  const canExport = admin.can('lists.export');
  const result = await readable(admin.api.backOffice.riskReport({ query }));
  if (!result.success) {
    if (result.status === 400)
      return data(
        { filters, report: null, charts: null, invalid: refusalWords(result), canExport },
        { headers: admin.headers },
      );
    throw failureResponse(result);
  }
  const charts = riskCharts(translator(admin.user.language), result.data);
  return data({ filters, report: result.data, charts, invalid: null, canExport }, { headers: admin.headers });
}
