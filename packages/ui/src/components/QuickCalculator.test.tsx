import { computeOffer, demoProduct } from '@lender/calculator';
import { formatDate, formatMoney } from '@lender/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickCalculator } from './QuickCalculator';
import { Header } from './Shell';

const TODAY = '2025-03-01';
const stat = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('QuickCalculator (native controls, ADR 036)', () => {
  it('quotes with @lender/calculator from a native range with Spanish value text', () => {
    render(
      <QuickCalculator
        product={demoProduct}
        today={TODAY}
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
      />,
    );
    const slider = screen.getByRole('slider', { name: '¿Cuánto necesitas?' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$3,000.00');
    const offer = computeOffer(
      demoProduct,
      { amount: 3_000_00, payCycle: 'monthly', payDates: '2025-03-02,2025-04-02', sequenceType: 'first' },
      TODAY,
    );
    expect(stat('Pagas en total')).toBe(formatMoney(offer.total));
    expect(stat('Fecha de pago')).toBe(formatDate(offer.endDate));
    expect(screen.getByRole('tab', { name: 'Primer préstamo' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves the amount by the slider and the −/+ buttons, and asks for the pay cycle before submitting', async () => {
    const onSubmit = vi.fn();
    render(
      <QuickCalculator
        product={demoProduct}
        today={TODAY}
        initial={{ amount: 3_000_00, payCycle: null }}
        onSubmit={onSubmit}
      />,
    );
    const slider = screen.getByRole('slider');
    fireEvent.change(slider, { target: { value: String(2_000_00) } });
    expect(stat('Te prestamos')).toBe('$2,000.00');
    await userEvent.click(screen.getByRole('button', { name: /^Sumar/ }));
    expect(Number(screen.getByRole<HTMLInputElement>('slider').value)).toBeGreaterThan(2_000_00);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Elige cada cuándo te pagan.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('¿Cada cuándo te pagan?'), 'monthly');
    await userEvent.selectOptions(
      screen.getByLabelText('¿Cuándo es tu próximo pago?'),
      screen
        .getAllByRole('option')
        .filter((o) => (o as HTMLOptionElement).value && !(o as HTMLOptionElement).disabled)
        .at(-1)
        ?.getAttribute('value') ?? '',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
  it('submitButton false leaves the button out (the apply page submits with its own form)', () => {
    render(
      <QuickCalculator
        product={demoProduct}
        today={TODAY}
        authorized
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
        submitButton={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Solicitar ahora' })).toBeNull();
    expect(stat('Pagas en total')).toMatch(/^\$\d/);
  });
});

describe('QuickCalculator for whom it is', () => {
  it('offers the first-loan and repeat tabs to a guest only: a signed-in borrower is one of them', () => {
    const { unmount } = render(<QuickCalculator product={demoProduct} today={TODAY} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Primer préstamo',
      'Ya soy cliente',
    ]);
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    unmount();
    render(<QuickCalculator product={demoProduct} today={TODAY} authorized />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('slider', { name: '¿Cuánto necesitas?' })).toBeTruthy();
  });

  it('puts the first-loan discount by the total it lowers, saying it is on the interest', () => {
    render(<QuickCalculator product={demoProduct} today={TODAY} initial={{ payCycle: 'monthly' }} />);
    const chip = screen.getByText('-30% en intereses');
    const figure = chip.closest('div');
    expect(figure?.querySelector('dt')?.textContent).toBe('Pagas en total');
    expect(figure?.textContent).toContain('ya restado del total');
  });
});

describe('the CAT explanation ("?")', () => {
  const trigger = () => screen.getByRole('button', { name: 'Más información sobre CAT promedio' });
  // The explanation the "?" controls (a labelled section, hidden while closed).
  const panel = () => document.getElementById(trigger().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('opens on press, closes with Escape and gives the focus back to the "?"', async () => {
    render(<QuickCalculator product={demoProduct} today={TODAY} />);
    await userEvent.click(trigger());
    expect(panel().hidden).toBe(false);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    expect(panel().hidden).toBe(true);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('opened from the keyboard, closes when the focus moves on, and Escape there leaves the focus where it is', async () => {
    render(<QuickCalculator product={demoProduct} today={TODAY} />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(panel().hidden).toBe(false);
    await userEvent.tab();
    expect(panel().hidden).toBe(true);
    const moved = document.activeElement;
    expect(moved).not.toBe(trigger());
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(moved);
  });

  it('opened by hovering a second, closes with Escape too', async () => {
    vi.useFakeTimers();
    try {
      render(<QuickCalculator product={demoProduct} today={TODAY} />);
      fireEvent.mouseEnter(trigger());
      act(() => vi.advanceTimersByTime(1000));
      expect(panel().hidden).toBe(false);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(panel().hidden).toBe(true);
      expect(document.activeElement).toBe(trigger());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Header user menu (native, ADR 036)', () => {
  it('opens by keyboard on the first item, moves with arrows and closes with Escape back on the button', async () => {
    render(<Header user={{ firstName: 'Ana', email: 'ana@example.com' }} />);
    const button = screen.getByRole('button', { name: 'Menú de Ana' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe(screen.getAllByRole('menuitem')[0]?.textContent);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Cerrar sesión');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says why a typed amount changed: letters, above the maximum, below the minimum', async () => {
    render(
      <QuickCalculator
        product={demoProduct}
        today={TODAY}
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
      />,
    );
    const typed = screen.getByLabelText('O escribe el monto');
    await userEvent.clear(typed);
    await userEvent.type(typed, 'abc');
    fireEvent.blur(typed);
    expect(screen.getByText('Escribe el monto solo con números, en pesos. Dejamos $3,000.00.')).toBeTruthy();
    expect(stat('Te prestamos')).toBe('$3,000.00');
    await userEvent.clear(typed);
    await userEvent.type(typed, '99999');
    fireEvent.blur(typed);
    expect(screen.getByText('El máximo es $4,000.00: lo ajustamos a $4,000.00.')).toBeTruthy();
    expect(stat('Te prestamos')).toBe('$4,000.00');
    await userEvent.clear(typed);
    await userEvent.type(typed, '5');
    fireEvent.blur(typed);
    expect(screen.getByText('El mínimo es $1,000.00: lo ajustamos a $1,000.00.')).toBeTruthy();
    await userEvent.clear(typed);
    await userEvent.type(typed, '2050');
    fireEvent.blur(typed);
    expect(screen.getByText('Prestamos en múltiplos de $100.00: lo ajustamos a $2,100.00.')).toBeTruthy();
  });
});
