import type { CreditBalance, PaymentListRow, RefundPayout } from '@lender/contracts';
import { formatDate, formatDateTime, formatMoney } from '@lender/i18n';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Payments from './_app.payments';

afterEach(cleanup);

const refunds: RefundPayout[] = [
  {
    id: 7,
    approvalId: 3,
    loanId: 41,
    clientId: 12,
    amountCentavos: 123_45,
    status: 'completed',
    reference: 'SPEI-77',
    createdAt: '2026-03-02T18:00:00Z',
    completedAt: '2026-03-03T17:30:00Z',
  },
  {
    id: 8,
    approvalId: 4,
    loanId: 42,
    clientId: 13,
    amountCentavos: 50_00,
    status: 'pending',
    reference: null,
    createdAt: '2026-03-04T18:00:00Z',
    completedAt: null,
  },
];

function renderPayments(
  rows: RefundPayout[],
  creditBalances: CreditBalance[] = [],
  payments: PaymentListRow[] = [],
) {
  const Stub = createRemixStub([
    {
      path: '/payments',
      Component: Payments,
      loader: () => ({
        filters: {},
        rows: payments,
        pagination: null,
        paging: 'cursor',
        invalid: null,
        staleCursor: false,
        unmatched: [],
        refunds: rows,
        creditBalances,
        canExport: false,
      }),
    },
  ]);
  render(<Stub initialEntries={['/payments']} />);
}

describe('the payments screen', () => {
  it('each payment says the day it was paid apart from when it was recorded, and its receipt as typed', async () => {
    renderPayments(
      [],
      [],
      [
        {
          id: 5,
          loanId: 41,
          clientId: 12,
          clientName: 'Ana López',
          kind: 'repayment',
          channel: 'manual',
          status: 'completed',
          amountCentavos: 2_219_24,
          paidCentavos: 2_219_24,
          reference: 'BBVA-778899',
          recordedBy: 'user:3',
          recordedByName: 'Rosa Finanzas',
          fake: false,
          createdAt: '2026-03-19T18:00:00Z',
          completedAt: '2026-03-19T18:00:00Z',
          paidOn: '2026-03-16',
        },
      ],
    );
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Fecha del pago', 'Cuándo']));
    const row = within(screen.getByRole('link', { name: 'Ana López' }).closest('tr') as HTMLElement);
    expect(row.getByText(formatDate('2026-03-16'))).toBeTruthy();
    expect(row.getByText(formatDateTime('2026-03-19T18:00:00Z'))).toBeTruthy();
    expect(row.getByText('BBVA-778899')).toBeTruthy();
    expect(row.getByText(formatMoney(2_219_24))).toBeTruthy();
  });

  it('lists refund payouts with amount, status in words, dates and links to the client and the loan', async () => {
    renderPayments(refunds);
    const table = within(await screen.findByRole('table', { name: 'Devoluciones de sobrepago' }));
    const [, first, second] = table.getAllByRole('row');
    const paid = within(first as HTMLElement);
    expect(paid.getByText(formatMoney(123_45))).toBeTruthy();
    expect(paid.getByText('Completado')).toBeTruthy();
    expect(paid.getByText(formatDateTime('2026-03-02T18:00:00Z'))).toBeTruthy();
    expect(paid.getByText(formatDateTime('2026-03-03T17:30:00Z'))).toBeTruthy();
    expect(paid.getByRole('link', { name: '41' }).getAttribute('href')).toBe('/loans/41');
    expect(paid.getByRole('link', { name: '12' }).getAttribute('href')).toBe('/clients/12');
    expect(within(second as HTMLElement).getByText('Pendiente')).toBeTruthy();
    expect(table.queryByText('completed')).toBeNull();
  });

  it('says there are none when no refund was paid out', async () => {
    renderPayments([]);
    expect(await screen.findByRole('heading', { name: 'Devoluciones de sobrepago' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Devoluciones de sobrepago' })).toBeNull();
  });

  it('lists the money held for borrowers with its contract, client, amount and refund request (issue 61)', async () => {
    renderPayments(
      [],
      [
        {
          loanId: 41,
          contractNumber: 'STL-000052',
          clientId: 12,
          clientName: 'Ana López',
          heldCentavos: 3219_24,
          refundRequestId: 9,
        },
        {
          loanId: 43,
          contractNumber: 'STL-000054',
          clientId: 14,
          clientName: 'Luis Pérez',
          heldCentavos: 1,
          refundRequestId: null,
        },
      ],
    );
    const table = within(
      await screen.findByRole('table', { name: 'Saldos a favor de clientes (por devolver)' }),
    );
    const [, first, second] = table.getAllByRole('row');
    const held = within(first as HTMLElement);
    expect(held.getByText('$3,219.24')).toBeTruthy();
    expect(held.getByText('STL-000052')).toBeTruthy();
    expect(held.getByRole('link', { name: 'Ana López' }).getAttribute('href')).toBe('/clients/12');
    expect(held.getByRole('link', { name: '41' }).getAttribute('href')).toBe('/loans/41');
    expect(held.getByRole('link', { name: 'Ver solicitud 9' }).getAttribute('href')).toBe(
      '/loans/41#approval-9',
    );
    const none = within(second as HTMLElement);
    expect(none.getByText('$0.01')).toBeTruthy();
    expect(none.getByText('Sin solicitud pendiente')).toBeTruthy();
  });
});
