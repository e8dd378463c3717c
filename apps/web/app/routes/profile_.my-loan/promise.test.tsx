import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import MyLoan from './route';

// Issue 38 (ADR 138): a borrower whose payment is late sees the extension first, then "Prometo
// pagar el…" with the dates and amounts the API allows, then the payment form.

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const invoice = {
  id: 4,
  status: 'unpaid',
  dueDate: '2026-03-16',
  principal: money(1500),
  interest: money(180.87),
  fees: money(116),
  vat: money(16.24),
  lateFees: money(45),
  lateFeesVat: money(7),
  total: money(1858.11),
  paid: money(0),
  outstanding: money(1858.11),
};
const loan = {
  id: 7,
  applicationId: 9,
  contractNumber: 'STL-000009',
  status: 4,
  principal: money(1500),
  total: money(1858.11),
  outstanding: money(1858.11),
  earlyPayoff: null,
  term: { value: 14, unit: 'day' },
  startDate: '2026-03-02',
  dueDate: '2026-03-16',
  repaymentInvoice: {
    id: 4,
    status: 'unpaid',
    dueDate: '2026-03-16',
    dueDays: -4,
    total: money(1858.11),
    outstanding: money(1858.11),
  },
  rollovers: [
    {
      id: 1,
      status: 'inactive',
      type: 'cheap',
      days: 7,
      fee: money(113.1),
      feeWithoutVat: money(97.5),
      newDueDate: '2026-03-27',
      invoices: [],
    },
  ],
  disbursement: {
    method: 'bank_transfer',
    brand: null,
    reference: 'SPEI1',
    status: 'completed',
    completedAt: '2026-03-02T12:00:00Z',
  },
  signedAt: '2026-03-02T11:00:00Z',
  fake: false,
  lateFee: { dailyPercent: 0.5, perDay: money(8.7), maxDays: 60, onHoldAfterDays: 30 },
  vatPercent: 16,
};
const promise = {
  allowed: true,
  minDate: '2026-03-20',
  maxDate: '2026-04-04',
  minAmount: money(100),
  maxAmount: money(1858.11),
  current: null,
};

describe('my loan, late', () => {
  it('shows the extension before the promise and the payment, and posts the promise', async () => {
    const posted: FormData[] = [];
    renderRoutes(
      [
        {
          path: '/profile/my-loan',
          Component: MyLoan,
          loader: () =>
            json({
              loan,
              invoices: [invoice],
              documents: [],
              card: null,
              payments: [],
              references: [],
              promise,
              hasActiveRefinancing: false,
              preselect: null,
              idempotencyKey: '3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c',
              cfdis: { cfdis: [], inGlobal: [], pending: [] },
              mandates: [],
              contacts: [],
            }),
          action: async ({ request }) => {
            posted.push(await request.formData());
            return json({
              fieldErrors: {},
              intent: 'promise',
              promised: { date: '2026-03-27', amount: 50000 },
            });
          },
        },
      ],
      '/profile/my-loan',
    );
    const extensions = await screen.findByRole('heading', {
      name: 'Más días para pagar (prórroga)',
      level: 2,
    });
    const promiseTitle = screen.getByText('Prometo pagar');
    // What lateness cost so far, as the carátula states it: the late interest and its IVA.
    const lateRow = screen.getByText('Intereses moratorios (IVA incluido)').closest('div');
    expect(lateRow?.textContent).toContain('$52.00');
    // Late, the page opens on the late notice with "Pagar ahora" (issue 61); below it the extension
    // comes first, then the promise, then the payment form, titled "Pagar ahora" too.
    const notice = screen.getByText(/^Tu pago está atrasado \d+ días$/);
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('#pagar');
    expect(notice.compareDocumentPosition(extensions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const pay = screen.getByText('Pagar ahora', { selector: 'h2, h3, [class*="title"]' });
    expect(extensions.compareDocumentPosition(promiseTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(promiseTitle.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const dates = screen.getByLabelText('Prometo pagar el') as HTMLSelectElement;
    expect([...dates.options].filter((option) => option.value).map((option) => option.value)).toHaveLength(
      16,
    );
    const user = userEvent.setup();
    await user.selectOptions(dates, '2026-03-27');
    await user.type(screen.getByLabelText('Monto que voy a pagar'), '500');
    await user.click(screen.getByRole('button', { name: 'Enviar mi promesa' }));
    expect(
      await screen.findByText(/Recibimos tu promesa: pagarás \$500\.00 a más tardar el 27\.03\.2026/),
    ).toBeTruthy();
    expect(Object.fromEntries(posted[0] as FormData)).toMatchObject({
      intent: 'promise',
      promiseDate: '2026-03-27',
      promiseAmount: '$500.00',
    });
  });
});
