// Issue 15: the apply form carries what the calculator above it shows (its initial state, with or
// without the calculator cookie, and every move of it), and the cash brand shows only for cash.
import { demoProduct } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { json } from '@remix-run/node';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { centavosFromForm } from '../../lib/lending.server';
import { renderRoutes } from '../../test/render';
import { applyDefaults } from './apply-defaults';
import Apply from './route';

const TODAY = '2026-03-02';
const client = { availableLoanAmount: 10_000_00, hasActiveLoan: false, salaryCycle: null, nextPayDate: null };

/** The loader's data as it was before the fix when there is no calculator cookie: an empty amount. */
function loaderData(defaults: ReturnType<typeof applyDefaults>, overrides: Record<string, unknown> = {}) {
  const [cycle, dates] = (defaults?.payDate ?? '').split('|');
  return {
    product: demoProduct,
    today: TODAY,
    error: null,
    client,
    initial: undefined,
    amountPesos: '',
    payDate: '',
    cycle: cycle || 'biweekly',
    payDates: dates ? [{ value: defaults?.payDate, cycle, dueDate: dates.split(',')[0] }] : [],
    account: '•••• 1234',
    available: 10_000_00,
    idempotencyKey: 'apply-form-test',
    collector: null,
    ...overrides,
  };
}

function renderApply(data: Record<string, unknown>) {
  const posted: FormData[] = [];
  renderRoutes(
    [
      {
        path: '/application/apply',
        Component: Apply,
        loader: () => json(data),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return json({ fieldErrors: {} }, { status: 400 });
        },
      },
    ],
    '/application/apply',
  );
  return posted;
}

const amountInput = () => document.querySelector('input[name="amount"]') as HTMLInputElement;
const payDateInput = () => document.querySelector('input[name="payDate"]') as HTMLInputElement;

describe('the apply form follows the calculator', () => {
  it("renders the calculator's initial state on the server, cookie or not", () => {
    // No cookie: the calculator starts at the first-loan maximum ($4,000 of the demo product).
    const fresh = applyDefaults({ product: demoProduct, today: TODAY, client });
    expect(fresh?.amountPesos).toBe('4000');
    expect(fresh?.payCycle).not.toBeNull();
    expect(fresh?.payDate).toMatch(/^[a-z_]+\|\d{4}-\d{2}-\d{2}/);
    // A cookie: its amount, clamped to the limits as the calculator does.
    expect(
      applyDefaults({ product: demoProduct, today: TODAY, client, initial: { amount: 2_500_00 } })
        ?.amountPesos,
    ).toBe('2500');
    expect(
      applyDefaults({ product: demoProduct, today: TODAY, client, initial: { amount: 99_000_00 } })
        ?.amountPesos,
    ).toBe('10000');
    expect(applyDefaults({ product: null, today: TODAY, client })).toBeNull();
  });

  it('posts the amount and pay date the calculator shows without touching it, and follows its moves', async () => {
    const defaults = applyDefaults({ product: demoProduct, today: TODAY, client });
    const posted = renderApply(loaderData(defaults));
    await screen.findByRole('button', { name: 'Solicitar préstamo' });
    await waitFor(() => expect(amountInput().value).toContain('4000'));
    expect(document.body.textContent).toContain(formatMoney(4_000_00));

    await userEvent.click(screen.getByRole('button', { name: 'Solicitar préstamo' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // What the action reads: the calculator's $4,000 to the centavo.
    expect(centavosFromForm(String(posted[0]?.get('amount')))).toBe(4_000_00);
    expect(posted[0]?.get('payDate')).toBe(defaults?.payDate);
    // One control per choice (issue 47): the calculator's pay date is the only date to choose.
    expect(screen.queryByLabelText(/Fecha límite de pago/)).toBeNull();
    const payDate = screen.getByLabelText('¿Cuándo es tu próximo pago?') as HTMLSelectElement;
    expect(`${defaults?.payCycle}|${payDate.value}`).toBe(defaults?.payDate);

    // The borrower moves the calculator's slider and picks another date: the form follows.
    const slider = screen.getAllByRole('slider')[0] as HTMLInputElement;
    act(() => {
      fireEvent.change(slider, { target: { value: String(5_000_00) } });
    });
    await waitFor(() => expect(amountInput().value).toContain('5000'));
    const other = [...payDate.options].map((option) => option.value).find((v) => v && v !== payDate.value);
    await userEvent.selectOptions(payDate, other ?? '');
    await waitFor(() => expect(payDateInput().value).toBe(`${defaults?.payCycle}|${other}`));
  });
});

describe('the cash brand', () => {
  it('shows only when the payout is in cash', async () => {
    renderApply(loaderData(applyDefaults({ product: demoProduct, today: TODAY, client })));
    await screen.findByRole('button', { name: 'Solicitar préstamo' });
    await waitFor(() => expect(document.querySelector('[name="cashBrand"]')).toBeNull());
    expect(screen.queryByText('Dónde recoger')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'En efectivo' }));
    expect(await screen.findAllByText('Dónde recoger')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: /Transferencia|1234/ }));
    await waitFor(() => expect(screen.queryByText('Dónde recoger')).toBeNull());
  });
});
