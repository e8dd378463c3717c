import { backOfficeSummaryEndpoints, SUMMARY_TABLES, type SummaryTable } from '@lender/contracts';
import { formatMoney, type MessageKey } from '@lender/i18n';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { canRead, readableSummaries, screenOf, summaryAt } from '../server/summaries.server';
import { summaryCsv } from '../summaries';
import SummaryScreen from './_app.summaries.$slug';

afterEach(cleanup);

const [paymentsByChannel] = SUMMARY_TABLES;
const summary: SummaryTable = {
  from: '2026-03-01',
  to: '2026-03-31',
  rows: [
    { channel: 'card', payments: 0, amount: 0, average: 0 },
    { channel: 'clabe', payments: 2, amount: 1_500_01, average: 750_01 },
    { channel: 'cash', payments: 1_234, amount: 349_99, average: 175_00 },
  ],
  totals: { payments: 1_236, amount: 1_850_00, average: 462_50 },
};

const roleOf = (permissions: readonly string[]) => ({
  can: (permission: string) => permissions.includes(permission),
});

describe('the summaries screen (SUMMARY_TABLES of the contracts)', () => {
  it('shows a table in words and pesos with its totals, and the export with the filter', async () => {
    const Stub = createRemixStub([
      {
        path: '/summaries/:slug',
        Component: SummaryScreen,
        loader: () => ({
          table: screenOf(paymentsByChannel),
          canExport: true,
          filters: { from: '2026-03-01' },
          summary,
          invalid: null,
        }),
      },
    ]);
    render(<Stub initialEntries={['/summaries/payments-by-channel']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagos por canal' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Pagos por canal' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Canal',
      'Pagos',
      'Monto pagado',
      'Pago promedio',
    ]);
    const [, card, spei, cash, totals] = table.getAllByRole('row');
    expect(within(card as HTMLElement).getByRole('rowheader').textContent).toBe('Tarjeta');
    expect(within(spei as HTMLElement).getByRole('rowheader').textContent).toBe('SPEI');
    expect(within(spei as HTMLElement).getByText(formatMoney(1_500_01))).toBeTruthy();
    expect(within(cash as HTMLElement).getByText('1234')).toBeTruthy();
    expect(within(totals as HTMLElement).getByRole('rowheader').textContent).toBe('Total');
    expect(within(totals as HTMLElement).getByText(formatMoney(462_50))).toBeTruthy();
    expect(screen.queryByText('clabe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toBe(
      '/summaries/payments-by-channel/export?from=2026-03-01',
    );
  });

  it('exports the same figures as CSV, in the reader’s language', () => {
    const csv = summaryCsv(translator('es-MX'), screenOf(paymentsByChannel), summary);
    expect(csv.split('\r\n')).toEqual([
      'Canal,Pagos,Monto pagado,Pago promedio',
      `Tarjeta,0,${formatMoney(0)},${formatMoney(0)}`,
      // A grouped amount holds a comma, so its cell is quoted.
      `SPEI,2,"$1,500.01",${formatMoney(750_01)}`,
      `Efectivo,1234,${formatMoney(349_99)},${formatMoney(175_00)}`,
      `Total,1236,"$1,850.00",${formatMoney(462_50)}`,
      '',
    ]);
    expect(summaryCsv(translator('en'), screenOf(paymentsByChannel), summary).split('\r\n')[0]).toBe(
      'Channel,Payments,Amount paid,Average payment',
    );
  });

  it('gives every declared table its words in both languages', () => {
    for (const language of ['es-MX', 'en'] as const) {
      const t = translator(language);
      for (const table of SUMMARY_TABLES) {
        const keys = [
          table.titleKey,
          table.descriptionKey,
          ...table.columns.map((column) => column.labelKey),
        ];
        for (const key of keys)
          expect(t(`backoffice:${key}` as MessageKey), `${language} ${key}`).not.toBe(key);
      }
    }
  });

  it('shows a table only to a role its endpoint allows; any other address is not found', () => {
    const needed = String(backOfficeSummaryEndpoints.summaryPaymentsByChannel.permission);
    expect(canRead(roleOf([needed]), paymentsByChannel)).toBe(true);
    expect(readableSummaries(roleOf([]))).toEqual([]);
    expect(() => summaryAt(roleOf([]), 'payments-by-channel')).toThrow(Response);
    expect(() => summaryAt(roleOf([needed]), 'nope')).toThrow(Response);
    expect(summaryAt(roleOf([needed]), 'payments-by-channel')).toBe(paymentsByChannel);
  });
});
