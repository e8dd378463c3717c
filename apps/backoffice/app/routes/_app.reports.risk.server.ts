import { PROVISION_BUCKETS, type RiskReport } from '@lender/contracts';
import type { Translate } from '@lender/i18n';
import { data, redirect } from '@remix-run/node';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { bucketWords } from '../components/risk-words';
import { month } from '../format';
import { translator } from '../i18n';
import { refusalWords } from '../server/actions.server';
import { failureResponse, readable, requireAdmin } from '../server/auth.server';
import { pickParams } from '../server/list-query.server';

// The loader of the risk report (`_app.reports.risk.tsx`, `backOffice.riskReport`) and its charts,
// drawn here on the server.

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

/** `GET /reports/risk?from=YYYY-MM&to=YYYY-MM`: the risk report, its charts and the CSV links. */
export async function riskReportLoader(request: Request) {
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

// Charts of the risk reports, drawn on the server by Apache ECharts' SVG renderer (ADR 146): the
// page carries the SVG text, so it reads without JavaScript and the browser bundle does not grow
// (this module is `.server`, never sent to the browser). Each chart sits beside a table with the
// same figures (screen readers, exact reading); colours come with distinct markers and dashes, so
// colour is never the only signal.

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

/** Colours of the series (the kit's brand green first), all ≥ 4.5:1 on white. */
const PALETTE = ['#0d6b45', '#b45309', '#1d4ed8', '#b91c1c', '#6d28d9', '#0e7490'];
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'pin', 'arrow'];
const DASHES = ['solid', 'dashed', 'dotted', 'solid', 'dashed', 'dotted'] as const;
const TEXT = '#1f2a24';
const FONT = '"Inter Variable", system-ui, sans-serif';

export interface ChartSeries {
  name: string;
  values: ReadonlyArray<number | null>;
}

export interface ChartInput {
  /** What the chart shows, read by screen readers (the SVG's aria label). */
  title: string;
  /** The x axis: months as the screen writes them. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  kind: 'line' | 'bar';
  /** How a value reads on the axis. */
  unit: 'percent' | 'pesos';
  /** Stacked bars (the reserve by bucket). */
  stacked?: boolean;
  width?: number;
  height?: number;
}

const axisLabel = (unit: ChartInput['unit']) => (value: number) =>
  unit === 'percent'
    ? `${Math.round(value * 100)}%`
    : new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 }).format(value / 100);

/** One chart as an SVG string. */
export function renderChart(input: ChartInput): string {
  const width = input.width ?? 560;
  const height = input.height ?? 280;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      color: PALETTE,
      textStyle: { fontFamily: FONT, color: TEXT, fontSize: 12 },
      legend: { top: 0, textStyle: { color: TEXT, fontSize: 12 }, itemWidth: 18 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: [...input.categories],
        axisLabel: { color: TEXT },
        axisLine: { lineStyle: { color: '#8a968f' } },
      },
      yAxis: {
        type: 'value',
        axisLabel: { color: TEXT, formatter: axisLabel(input.unit) },
        splitLine: { lineStyle: { color: '#e3e8e5' } },
        ...(input.unit === 'percent' ? { min: 0 } : {}),
      },
      series: input.series.map((series, index) => ({
        name: series.name,
        type: input.kind,
        data: [...series.values],
        ...(input.kind === 'line'
          ? {
              symbol: SYMBOLS[index % SYMBOLS.length],
              symbolSize: 7,
              lineStyle: { width: 2, type: DASHES[index % DASHES.length] },
              connectNulls: false,
            }
          : { barMaxWidth: 28, ...(input.stacked ? { stack: 'total' } : {}) }),
      })),
    });
    // ECharts' aria labels a DOM element; a server string gets its name here, on the SVG itself.
    const title = escapeXml(input.title);
    return (
      chart
        .renderToSVGString()
        .replace(/^<svg /, `<svg role="img" aria-label="${title}" `)
        .replace(/^(<svg[^>]*>)/, `$1<title>${title}</title>`)
        .replace(/\sstyle="([^"]*)"/g, (_style, css: string) => presentationAttributes(css))
        // zrender adds a `<style>` of `:hover` emphasis rules (pointer, highlight): a picture drawn once
        // on the server has nothing to hover, and the CSP refuses inline style elements too.
        .replace(/<style\b[^>]*>[\s\S]*?<\/style>\s*/g, '')
    );
  } finally {
    chart.dispose();
  }
}

/**
 * An inline `style` as SVG presentation attributes (`font-size:12px` → `font-size="12px"`): the
 * back-office's CSP refuses inline styles, and SVG reads the same properties as attributes.
 */
function presentationAttributes(css: string): string {
  return css
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      return colon > 0 && /^[a-z-]+$/.test(name) ? ` ${name}="${value}"` : '';
    })
    .join('');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
