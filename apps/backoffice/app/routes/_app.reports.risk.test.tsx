import type { Portfolio, RiskReport } from '@lender/contracts';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RiskReportPage from './_app.reports.risk';

afterEach(cleanup);

const slice = (count: number, principal: number) => ({
  count,
  principalCentavos: principal,
  balanceCentavos: principal + 10_00,
});
const portfolio = (asOf: string, overdue: number): Portfolio => ({
  asOf,
  total: slice(4, 12_000_00),
  current: slice(4 - overdue, (4 - overdue) * 3_000_00),
  overdue: slice(overdue, overdue * 3_000_00),
  buckets: [
    { bucket: '1-7', ...slice(0, 0) },
    { bucket: '8-30', ...slice(overdue, overdue * 3_000_00) },
    { bucket: '31-60', ...slice(0, 0) },
    { bucket: '61-90', ...slice(0, 0) },
    { bucket: '90+', ...slice(0, 0) },
  ],
  par: { par1: overdue / 4, par8: overdue / 4, par30: 0, par60: 0, par90: 0 },
});

const report: RiskReport = {
  from: '2026-05',
  to: '2026-06',
  today: '2026-06-15',
  snapshots: [
    { ...portfolio('2026-05-31', 1), month: '2026-05' },
    { ...portfolio('2026-06-15', 2), month: '2026-06' },
  ],
  rollRates: [
    { month: '2026-06', from: 'current', to: '8-30', count: 1, principalCentavos: 3_000_00, share: 1 / 3 },
    { month: '2026-06', from: 'current', to: 'current', count: 2, principalCentavos: 6_000_00, share: 2 / 3 },
  ],
  vintages: [{ vintage: '2026-05', loans: 4, disbursedCentavos: 12_000_00, points: [] }],
  funnel: [
    {
      month: '2026-05',
      created: 10,
      decided: 8,
      approved: 6,
      rejected: 2,
      signed: 5,
      disbursed: 4,
      approvalRate: 0.75,
    },
    {
      month: '2026-06',
      created: 0,
      decided: 0,
      approved: 0,
      rejected: 0,
      signed: 0,
      disbursed: 0,
      approvalRate: null,
    },
  ],
  yield: [],
  extensionCure: [],
  provisioning: {
    rates: { current: 0.02, '1-7': 0.1, '8-30': 0.25, '31-60': 0.5, '61-90': 0.75, '90+': 1 },
    months: [],
  },
  writeOffs: [],
  tags: [{ tag: 'payment_plan', count: 1, centavos: 2_500_00 }],
};

function renderReports(canExport: boolean) {
  // The charts' drawing is `_app.reports.risk.server.test.ts`'s (ECharts measures text with a canvas jsdom
  // lacks); here each is the SVG shape the loader hands over, labelled as it labels them.
  const svg = (label: string) => `<svg role="img" aria-label="${label}"><title>${label}</title></svg>`;
  const charts = {
    par: svg('Cartera en riesgo (PAR) por mes'),
    vintages: svg('Cosechas por mes de disposición'),
    funnel: svg('Embudo de solicitudes y tasa de aprobación'),
    yield: svg('Rendimiento de la cartera'),
    cure: svg('Cura de las prórrogas'),
    provisioning: svg('Estimación de reservas'),
  };
  const Stub = createRemixStub([
    {
      path: '/reports/risk',
      Component: RiskReportPage,
      loader: () => ({ filters: {}, report, charts, invalid: null, canExport }),
    },
  ]);
  render(<Stub initialEntries={['/reports/risk']} />);
}

describe('the risk report screen', () => {
  it('puts each chart beside the table of its figures, in words and percentages', async () => {
    renderReports(true);
    const par = within(await screen.findByRole('table', { name: /Cartera en riesgo \(PAR\) por mes/ }));
    expect(par.getByRole('rowheader', { name: '06.2026 (15.06.2026)' })).toBeTruthy();
    expect(par.getAllByText('50.00%').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Cartera en riesgo (PAR) por mes' })).toHaveLength(1);
    const roll = within(screen.getByRole('table', { name: /Desde → Hacia/ }));
    expect(roll.getByText('33.33% (1)')).toBeTruthy();
    expect(screen.getByText('Sin castigos en el periodo.')).toBeTruthy();
  });

  it('links every report to its CSV for the same months, only for those who may export', async () => {
    renderReports(true);
    const links = await screen.findAllByRole('link', { name: 'Descargar CSV' });
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      '/reports/risk/export?report=par&from=2026-05&to=2026-06',
    );
    expect(links).toHaveLength(8);
    cleanup();
    renderReports(false);
    await screen.findByRole('heading', { level: 1, name: 'Cartera y riesgo' });
    expect(screen.queryAllByRole('link', { name: 'Descargar CSV' })).toHaveLength(0);
  });
});
