import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPAYMENT_SCHEDULE_LABELS } from '../stories/fixtures';
import { Countdown } from './Countdown';
import { MoneySummary } from './MoneySummary';
import { RepaymentSchedule } from './RepaymentSchedule';

const LABELS = REPAYMENT_SCHEDULE_LABELS;

describe('RepaymentSchedule', () => {
  it("shows each invoice's figures with centavos and the API's own total (not a re-added one)", () => {
    render(
      <RepaymentSchedule
        labels={LABELS}
        rows={[
          {
            id: 7,
            dueDate: '2026-04-15',
            principal: 300000,
            interest: 45000,
            fees: 12000,
            vat: 9120,
            lateFees: 1501,
            total: 367621,
            outstanding: 100000,
            status: 'Por pagar',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Tabla de pagos' });
    const row = within(table).getByRole('row', { name: /15\.04\.2026/ });
    const cells = within(row)
      .getAllByRole('cell')
      // The figure's own text (on a phone a name stands beside it, hidden from assistive technology).
      .map((cell) => cell.querySelector('[data-figure]')?.textContent ?? cell.textContent);
    const named = within(row).getAllByRole('cell')[1];
    expect(named?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Capital');
    expect(cells).toEqual([
      '1',
      '$3,000.00',
      '$450.00',
      '$120.00',
      '$91.20',
      '$15.01',
      '$3,676.21',
      '$1,000.00',
      'Por pagar',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Moratorios');
    // The scrolling region is reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Tabla de pagos' }).getAttribute('tabindex')).toBe('0');
  });
});

describe('MoneySummary', () => {
  it('lists label and money, marking each figure for comparison', () => {
    const { container } = render(
      <MoneySummary
        label="Tu oferta"
        items={[
          { id: 'amount', label: 'Te prestamos', value: 300000, emphasis: true },
          {
            id: 'cat',
            label: 'CAT',
            value: '1,234.6% sin IVA',
            note: 'Para fines informativos y de comparación',
          },
        ]}
      />,
    );
    expect(container.querySelector('dl')?.getAttribute('aria-label')).toBe('Tu oferta');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Te prestamos', 'CAT']);
    expect(container.querySelector('[data-figure="amount"] [data-value]')?.textContent).toBe('$3,000.00');
    expect(screen.getByText('Para fines informativos y de comparación')).toBeTruthy();
  });

  it('shows the old figure beside the new one, named for screen readers', () => {
    const { container } = render(
      <MoneySummary
        compareLabels={{ before: 'Pediste', after: 'Te ofrecemos' }}
        items={[{ id: 'amount', label: 'Monto', before: 500000, value: 350050 }]}
      />,
    );
    expect(container.querySelector('[data-figure="amount"] [data-before]')?.textContent).toBe(
      'Pediste: $5,000.00',
    );
    expect(container.querySelector('[data-figure="amount"] [data-value]')?.textContent).toBe(
      'Te ofrecemos: $3,500.50',
    );
  });
});

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the starting seconds on the server', () => {
    const html = renderToString(<Countdown seconds={60}>{(s) => `Otro código en ${s} s`}</Countdown>);
    expect(html).toContain('Otro código en 60 s');
  });

  it('counts down once a second, then shows what comes after and calls onDone once', () => {
    const onDone = vi.fn();
    render(
      <Countdown seconds={2} done={<button type="submit">Enviar otro código</button>} onDone={onDone}>
        {(s) => `Otro código en ${s} s`}
      </Countdown>,
    );
    expect(screen.getByText('Otro código en 2 s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Otro código en 1 s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Enviar otro código' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
