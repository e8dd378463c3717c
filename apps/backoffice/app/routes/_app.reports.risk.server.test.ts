// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderChart } from './_app.reports.risk.server';

describe('server-rendered charts (ADR 146)', () => {
  it('draws a line chart as SVG text with its title for screen readers and every series named', () => {
    const svg = renderChart({
      title: 'PAR por mes',
      categories: ['05.2026', '06.2026'],
      series: [
        { name: 'PAR 1', values: [0.5, 1] },
        { name: 'PAR 30', values: [0.25, null] },
      ],
      kind: 'line',
      unit: 'percent',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('PAR por mes');
    expect(svg).toContain('PAR 30');
    expect(svg).toContain('06.2026');
    expect(svg).toContain('100%');
    expect(svg).not.toContain('<script');
    // The back-office's CSP refuses inline styles: neither `style` attributes nor `<style>` elements.
    expect(svg).not.toMatch(/\sstyle=|<style/);
  });

  it('stacks bars of pesos with compact axis labels', () => {
    const svg = renderChart({
      title: 'Reserva',
      categories: ['06.2026'],
      series: [
        { name: 'Al corriente', values: [1_000_000_00] },
        { name: 'Más de 90 días', values: [500_000_00] },
      ],
      kind: 'bar',
      unit: 'pesos',
      stacked: true,
    });
    expect(svg).toContain('<path');
    expect(svg).toMatch(/1[.,]5\s?M|1\.5 M|1,5 M/);
  });
});
