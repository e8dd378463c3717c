import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cfdiMonthOf } from '../server/list-query.server';
import CfdisOfMonth from './_app.cfdis._index';

// Issue 51: finance's month of CFDIs — the month asked, the sums of the standing ones, each CFDI's
// folio fiscal, status with SAT's reason and its XML and PDF, and the month's CSV.

afterEach(cleanup);

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const cfdi = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 'income',
  series: 'I',
  folio: String(id),
  uuid: `A1B2C3D4-0000-4000-8000-00000000000${id}`,
  stampedAt: '2026-03-16T18:00:05.000Z',
  subtotal: money(450),
  vat: money(72),
  total: money(522),
  status: 'issued',
  cancelReason: null,
  sandbox: true,
  loanId: 7,
  clientId: 3,
  receiverRfc: 'PEGJ800101AB1',
  period: null,
  provider: 'sandbox',
  replacesId: null,
  cancelledAt: null,
  paymentIds: [42],
  ...overrides,
});

function renderMonth(canExport: boolean) {
  const Stub = createRemixStub([
    {
      path: '/cfdis',
      Component: CfdisOfMonth,
      loader: () => ({
        month: '2026-03',
        canExport,
        view: {
          month: '2026-03',
          items: [
            cfdi(12),
            cfdi(13, {
              kind: 'global',
              receiverRfc: 'XAXX010101000',
              period: '2026-03',
              status: 'cancelled',
              cancelReason: '01',
              paymentIds: [43, 44],
            }),
          ],
          totals: { issued: 1, cancelled: 1, subtotal: money(450), vat: money(72), total: money(522) },
        },
      }),
    },
  ]);
  render(<Stub initialEntries={['/cfdis?month=2026-03']} />);
}

describe('the CFDIs of a month (issue 51)', () => {
  it('lists each CFDI with its folio fiscal, status and reason, XML and PDF, and the standing sums', async () => {
    renderMonth(true);
    expect((await screen.findByTestId('cfdi-totals')).textContent).toBe(
      'Vigentes: 1 · Canceladas: 1 · Neto de notas de crédito: subtotal $450.00 · IVA $72.00 · total $522.00',
    );
    const table = within(screen.getByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain(cfdi(12).uuid);
    expect(rows[0]?.textContent).toContain('PEGJ800101AB1');
    expect(rows[1]?.textContent).toContain('Global (público en general) · 2026-03');
    expect(rows[1]?.textContent).toContain('Cancelada (01)');
    expect(rows[1]?.textContent).toContain('43, 44');
    const links = within(rows[0] as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cfdis/12/xml', '/cfdis/12/pdf']);
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toBe(
      '/cfdis/export?month=2026-03',
    );
  });

  it('offers no CSV without the export permission, and reads the month from the URL', async () => {
    renderMonth(false);
    await screen.findByTestId('cfdi-totals');
    expect(screen.queryByRole('link', { name: 'Descargar CSV' })).toBeNull();
    expect(cfdiMonthOf(new URL('http://bo/cfdis?month=2026-02'))).toBe('2026-02');
    expect(cfdiMonthOf(new URL('http://bo/cfdis?month=2026-13'))).toMatch(/^\d{4}-\d{2}$/);
  });
});
