import { computeOffer, demoProduct } from '@lender/calculator';
import { formatDate, formatMoney, formatPercent } from '@lender/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Calculator, type CalculatorQuote } from './Calculator';

const TODAY = '2025-03-01';
const stat = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

describe('Calculator', () => {
  it('quotes instantly with @lender/calculator: amount, total, due date, CAT and the first-loan discount', () => {
    render(
      <Calculator product={demoProduct} today={TODAY} initial={{ amount: 3_000_00, payCycle: 'monthly' }} />,
    );
    const payDates = screen.getByRole('button', { name: /¿Cuándo es tu próximo pago\?/ }).textContent ?? '';
    expect(payDates).toContain('El día 2 de cada mes');
    const offer = computeOffer(
      demoProduct,
      { amount: 3_000_00, payCycle: 'monthly', payDates: '2025-03-02,2025-04-02', sequenceType: 'first' },
      TODAY,
    );
    expect(stat('Te prestamos')).toBe('$3,000.00');
    expect(stat('Pagas en total')).toBe(formatMoney(offer.total));
    expect(stat('Fecha de pago')).toBe(formatDate(offer.endDate));
    expect(stat('CAT promedio')).toContain(formatPercent(offer.cat));
    // The discount is on the interest: its chip stands by the total, not under the CAT.
    const chip = screen.getByText('-30% en intereses');
    expect(chip.closest('div')?.textContent).toContain('Pagas en total');
    expect(chip.closest('div')?.textContent).not.toContain('CAT');
    expect(screen.getByText('Sin IVA. Para fines informativos y de comparación.')).toBeTruthy();
  });

  it('shows the pay date select only after a cycle is chosen, and flags both once the button is pressed', async () => {
    const onSubmit = vi.fn();
    render(
      <Calculator product={demoProduct} today={TODAY} initial={{ payCycle: null }} onSubmit={onSubmit} />,
    );
    expect(screen.queryByRole('button', { name: /¿Cuándo es tu próximo pago\?/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Elige cada cuándo te pagan.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /¿Cada cuándo te pagan\?/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cada semana' }),
    );
    expect(screen.getByRole('button', { name: /¿Cuándo es tu próximo pago\?/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        target: 'registration',
        request: expect.objectContaining({ payCycle: 'weekly', sequenceType: 'first' }),
      }),
    );
  });

  it("reads 'Ingresar' for a guest on the repeated tab and sends them to login", async () => {
    const onSubmit = vi.fn();
    render(
      <Calculator
        product={demoProduct}
        today={TODAY}
        initial={{ payCycle: 'monthly' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Ya soy cliente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ target: 'login' }));
    expect(screen.queryByText('-30% en intereses')).toBeNull();
  });

  it('sends a signed-in client to application-apply', async () => {
    const onSubmit = vi.fn();
    render(
      <Calculator
        product={demoProduct}
        today={TODAY}
        authorized
        client={{ availableLoanAmount: 10_000_00, hasActiveLoan: false, salaryCycle: 'biweekly' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar ahora' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ target: 'application-apply' }));
    // A signed-in client is one kind of client: no first-loan/repeat tabs to choose from.
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('replaces the local figures with the server quote when it answers', async () => {
    const quote = vi.fn(
      async (): Promise<CalculatorQuote> => ({
        principal: 3_000_00,
        total: 4_000_00,
        endDate: '2025-04-02',
        cat: 999.9,
      }),
    );
    render(
      <Calculator
        product={demoProduct}
        today={TODAY}
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
        quote={quote}
      />,
    );
    await waitFor(() => expect(stat('Pagas en total')).toBe('$4,000.00'));
    expect(quote).toHaveBeenCalledWith(expect.objectContaining({ amount: 3_000_00, payCycle: 'monthly' }));
    expect(screen.getByText('Actualizamos la cotización con los datos más recientes.')).toBeTruthy();
  });

  it('shows a clickable error that retries when neither engine can quote', async () => {
    const serverOnly = { ...demoProduct, terms: { ...demoProduct.terms, minDays: 400, maxDays: 500 } };
    const quote = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ principal: 3_000_00, total: 3_500_00, endDate: '2026-04-10', cat: 80 });
    render(
      <Calculator
        product={serverOnly}
        today={TODAY}
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
        quote={quote}
      />,
    );
    const retry = await screen.findByRole('button', { name: /No pudimos cargar los datos/ });
    await userEvent.click(retry);
    await waitFor(() => expect(stat('Pagas en total')).toBe('$3,500.00'));
    expect(quote).toHaveBeenCalledTimes(2);
  });

  it('compact mode edits the amount only after the pencil', async () => {
    render(<Calculator product={demoProduct} today={TODAY} mode="compact" />);
    expect(screen.queryByRole('slider')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar el monto' }));
    expect(screen.getByRole('slider')).toBeTruthy();
  });

  it('limit first stops the slider at the first-loan maximum', () => {
    render(<Calculator product={demoProduct} today={TODAY} limit="first" />);
    expect(screen.getByRole('slider').getAttribute('max')).toBe(String(demoProduct.amounts.first.maxAmount));
  });

  it('hides when the repayment is due in a day or less, and disables with an actual application', () => {
    const { container } = render(
      <Calculator
        product={demoProduct}
        today={TODAY}
        hideContext={{ currentAmount: 3_000_00, repaymentInvoiceDueDays: 1 }}
      />,
    );
    expect(container.innerHTML).toBe('');
    render(
      <Calculator
        product={demoProduct}
        today={TODAY}
        disableContext={{ hasActualApplication: true, hasActiveRefinancing: false }}
      />,
    );
    expect(screen.getByRole('slider').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Solicitar ahora' }).hasAttribute('disabled')).toBe(true);
  });

  it('submitButton false leaves the button out (the page has its own submit)', () => {
    render(<Calculator product={demoProduct} today={TODAY} authorized submitButton={false} />);
    expect(screen.queryByRole('button', { name: 'Solicitar ahora' })).toBeNull();
    expect(stat('Pagas en total')).toMatch(/^\$\d/);
  });

  it('hideSalary hides the pay cycle and date', () => {
    render(<Calculator product={demoProduct} today={TODAY} hideSalary />);
    expect(screen.queryByRole('button', { name: /¿Cada cuándo te pagan\?/ })).toBeNull();
  });
});
