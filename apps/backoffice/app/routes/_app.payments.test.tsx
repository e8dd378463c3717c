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
  it('each payment says the day it was paid, and when it was recorded if on a later day; its receipt as typed', async () => {
    const row = (id: number, paidOn: string | null, createdAt: string): PaymentListRow => ({
      id,
      loanId: 41,
      clientId: 12,
      clientName: `Cliente ${id}`,
      kind: 'repayment',
      channel: 'manual',
      status: paidOn ? 'completed' : 'pending',
      amountCentavos: 2_219_24,
      paidCentavos: paidOn ? 2_219_24 : null,
      reference: 'BBVA-778899',
      recordedBy: 'user:3',
      recordedByName: 'Rosa Finanzas',
      fake: false,
      createdAt,
      completedAt: paidOn ? createdAt : null,
      paidOn,
    });
    renderPayments(
      [],
      [],
      [
        row(5, '2026-03-16', '2026-03-19T18:00:00Z'),
        row(6, '2026-03-19', '2026-03-19T18:00:00Z'),
        row(7, null, '2026-03-20T17:00:00Z'),
      ],
    );
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers).toContain('Fecha del pago');
    const cells = (name: string) => within(screen.getByRole('link', { name }).closest('tr') as HTMLElement);
    // Paid on the 16th, recorded on the 19th: both.
    const late = cells('Cliente 5');
    expect(late.getByText(formatDate('2026-03-16'))).toBeTruthy();
    expect(late.getByText(`registrado el ${formatDateTime('2026-03-19T18:00:00Z')}`)).toBeTruthy();
    expect(late.getByText('BBVA-778899')).toBeTruthy();
    expect(late.getByText(formatMoney(2_219_24))).toBeTruthy();
    // Paid and recorded the same day: when, to the minute.
    const sameDay = cells('Cliente 6');
    expect(sameDay.getByText(formatDateTime('2026-03-19T18:00:00Z'))).toBeTruthy();
    expect(sameDay.queryByText(/registrado el/)).toBeNull();
    // Not paid yet: no day paid, and when it was recorded.
    const pending = cells('Cliente 7');
    expect(pending.getByText(`registrado el ${formatDateTime('2026-03-20T17:00:00Z')}`)).toBeTruthy();
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
