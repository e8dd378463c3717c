import { LOAN_STATUS } from '@lender/calculator/platform';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loanOf, money, pageDataOf } from '../../test/my-loan-page';
import { renderRoutes } from '../../test/render';
import MyLoan from './route';

// Issue 61 point 3: a late borrower pays first. A loan 31 days late and on hold (in collections)
// opens on a red notice with the days, what is owed today and what each day costs, and "Pagar
// ahora" leads to the payment form with every channel: card, SPEI and cash. Never only a promise,
// a plan and "Ya pagué".

const invoice = {
  id: 4,
  status: 'unpaid',
  dueDate: '2026-03-16',
  principal: money(3000),
  interest: money(71.04),
  fees: money(219.24),
  vat: money(11.37),
  lateFees: money(310),
  lateFeesVat: money(49.6),
  total: money(3661.25),
  paid: money(0),
  outstanding: money(3661.25),
};
/** A loan due on 16 March, read on 17 April: 31 days after its last day to pay. */
const loanOfStatus = (status: number) =>
  loanOf({ status, principal: 3000, owed: 3661.25, dueDate: '2026-03-16', dueDays: -32 });

function renderLate(status: number) {
  renderRoutes(
    [
      {
        path: '/profile/my-loan',
        Component: MyLoan,
        loader: () => json({ ...pageDataOf(loanOfStatus(status)), invoices: [invoice] }),
      },
    ],
    '/profile/my-loan',
  );
}

describe('my loan, late and on hold', () => {
  it('opens on the late notice and pays now by card, SPEI or cash', async () => {
    renderLate(LOAN_STATUS.onHold);
    const notice = await screen.findByText(/^Tu pago está atrasado \d+ días$/);
    const alert = notice.closest('div[class]')?.parentElement;
    const said = alert?.textContent ?? '';
    expect(said).toContain('Hoy debes $3,661.25.');
    expect(said).toContain('Cada día de atraso suma $11.60');
    expect(said).toContain('Tu préstamo está en cobranza. Puedes pagar aquí mismo');
    // First on the page: before the loan's own card.
    const loanCard = screen.getByText('Préstamo STL-000009');
    expect(notice.compareDocumentPosition(loanCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // "Pagar ahora" leads to the form, which offers every channel and the amount in pesos and centavos.
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('#pagar');
    const form = document.getElementById('pagar');
    expect(form?.tagName).toBe('FORM');
    const channels = [...(form?.querySelectorAll<HTMLInputElement>('input[name="channel"]') ?? [])];
    expect(channels.map((input) => input.value)).toEqual(['card', 'spei', 'cash']);
    expect(form?.querySelector('input[name="amount"]')).not.toBeNull();
    expect(form?.querySelector('input[name="intent"]')?.getAttribute('value')).toBe('pay');
  });

  it('late but not yet on hold: the same notice and form, without the collections line', async () => {
    renderLate(LOAN_STATUS.active);
    await screen.findByText(/^Tu pago está atrasado \d+ días$/);
    expect(document.body.textContent).not.toContain('Tu préstamo está en cobranza');
    const channels = [...document.querySelectorAll<HTMLInputElement>('#pagar input[name="channel"]')];
    expect(channels.map((input) => input.value)).toEqual(['card', 'spei', 'cash']);
  });
});
