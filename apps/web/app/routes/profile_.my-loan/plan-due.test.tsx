import { LOAN_STATUS } from '@lender/calculator/platform';
import type { PaymentPlanOptions } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loanOf, money, pageDataOf } from '../../test/my-loan-page';
import { renderRoutes } from '../../test/render';
import { planDueOf } from './payment-plan.server';
import MyLoan from './route';

// Issue 61 point 3: a loan in a payment plan opens on what is owed next — the running plan's first
// unpaid instalment — and, when that instalment is past its last day to pay, on a red notice with
// the days and "Pagar ahora". The loan's own due date is the plan's last instalment, so it cannot.

/** The plan's last instalment is the loan's due date; the page was read on `today`. */
const loanOn = (today: string) =>
  loanOf({
    status: LOAN_STATUS.active,
    principal: 2000,
    owed: 1600,
    dueDate: '2026-04-30',
    dueDays: Math.round((Date.parse('2026-04-30') - Date.parse(today)) / 86_400_000),
  });

/** A running plan of three: $800.00 on Good Friday 3 April, 17 April and 30 April. */
const planWith = (paid: boolean[], status = 'active'): PaymentPlanOptions =>
  ({
    allowed: false,
    current: {
      id: 1,
      loanId: 7,
      status,
      reason: 'job_loss',
      offered: false,
      instalments: ['2026-04-03', '2026-04-17', '2026-04-30'].map((dueDate, i) => ({
        dueDate,
        amount: money(800),
        paid: paid[i] ?? false,
      })),
      total: money(2400),
      requestedOn: '2026-03-20',
      startedOn: '2026-03-21',
      watchUntil: '2026-05-30',
      endedOn: null,
    },
  }) as unknown as PaymentPlanOptions;

describe('planDueOf', () => {
  it('names the first unpaid instalment of a running plan, late from its last day to pay', () => {
    // Good Friday is no bank day, nor is the weekend: the 3 April instalment may be paid Monday 6th.
    expect(planDueOf(planWith([]), loanOn('2026-04-06'))).toEqual({
      n: 1,
      amount: 800_00,
      dueDate: '2026-04-03',
      daysLate: 0,
    });
    expect(planDueOf(planWith([]), loanOn('2026-04-10'))?.daysLate).toBe(4);
    expect(planDueOf(planWith([true]), loanOn('2026-04-10'))).toMatchObject({ n: 2, daysLate: 0 });
  });

  it('is nothing without a running plan or once every instalment is paid', () => {
    expect(planDueOf(null, loanOn('2026-04-10'))).toBeNull();
    expect(planDueOf(planWith([], 'requested'), loanOn('2026-04-10'))).toBeNull();
    expect(planDueOf(planWith([true, true, true]), loanOn('2026-04-10'))).toBeNull();
    expect(planDueOf(planWith([]), null)).toBeNull();
  });
});

function renderOn(today: string, paid: boolean[]) {
  const loan = loanOn(today);
  renderRoutes(
    [
      {
        path: '/profile/my-loan',
        Component: MyLoan,
        loader: () => json({ ...pageDataOf(loan), planDue: planDueOf(planWith(paid), loan) }),
      },
    ],
    '/profile/my-loan',
  );
}

describe('my loan in a payment plan', () => {
  it('opens on the next instalment, first on the page', async () => {
    renderOn('2026-04-10', [true]);
    const next = await screen.findByText('Tu siguiente pago del plan: pago 2 de $800.00 el 17.04.2026.');
    const loanCard = screen.getByText('Préstamo STL-000009');
    expect(next.compareDocumentPosition(loanCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.body.textContent).not.toContain('atrasado');
  });

  it('a missed instalment opens on a red notice with its days and "Pagar ahora" to every channel', async () => {
    renderOn('2026-04-10', []);
    const notice = await screen.findByText('El pago 1 de tu plan ($800.00) está atrasado 4 días');
    expect(notice.closest('div[class]')?.parentElement?.textContent).toContain('Vencía el 03.04.2026.');
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('#pagar');
    const channels = [...document.querySelectorAll<HTMLInputElement>('#pagar input[name="channel"]')];
    expect(channels.map((input) => input.value)).toEqual(['card', 'spei', 'cash']);
  });
});
