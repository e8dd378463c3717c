import { json } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { Invoices, invoiceHref } from '../../components/Invoices';
import { renderRoutes } from '../../test/render';
import { routeOfHref } from '../../test/site-routes';

// Issue 51: "Tus facturas" lists each CFDI of the interest and fees paid (or credit note, named so), with its XML and PDF as
// plain download links (no scripts needed); payments in a global CFDI and those waiting are said to
// be so, with where to add an RFC.

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const cfdi = (id: number, status: string, kind = 'income') => ({
  id,
  kind,
  series: kind === 'credit_note' ? 'E' : 'I',
  folio: String(id),
  uuid: `A1B2C3D4-0000-4000-8000-00000000000${id}`,
  stampedAt: '2026-03-16T18:00:05.000Z',
  subtotal: money(450),
  vat: money(72),
  total: money(522),
  status,
  cancelReason: status === 'cancelled' ? '03' : null,
  sandbox: true,
  loanId: 7,
});

function renderInvoices(invoices: unknown) {
  renderRoutes(
    [
      {
        path: '/profile/my-loan',
        Component: () => <Invoices invoices={invoices as never} />,
        loader: () => json({}),
      },
    ],
    '/profile/my-loan',
  );
}

describe('my loan: the borrower’s invoices (issue 51)', () => {
  it('links each CFDI’s XML and PDF, says which is cancelled and which has no fiscal value', async () => {
    renderInvoices({ cfdis: [cfdi(12, 'issued'), cfdi(9, 'cancelled')], inGlobal: [], pending: [] });
    const section = within(
      (await screen.findByRole('heading', { name: 'Tus facturas' })).closest('section') as HTMLElement,
    );
    const rows = section.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Factura I-12 · $522.00 · 16.03.2026');
    expect(rows[0]?.textContent).toContain('De prueba, sin validez fiscal');
    expect(rows[1]?.textContent).toContain('Cancelada');
    const xml = section.getByRole('link', { name: 'Descargar el XML de la factura I-12' });
    const pdf = section.getByRole('link', { name: 'Descargar el PDF de la factura I-12' });
    expect([xml.getAttribute('href'), pdf.getAttribute('href')]).toEqual([
      '/profile/facturas/12/xml',
      '/profile/facturas/12/pdf',
    ]);
    expect(xml.hasAttribute('download') && pdf.hasAttribute('download')).toBe(true);
    expect(section.queryByRole('link', { name: 'Agregar mi RFC' })).toBeNull();
  });

  it('names each row’s kind: a factura, or a credit note (CFDI de egreso) and what it does', async () => {
    renderInvoices({
      cfdis: [cfdi(14, 'issued', 'credit_note'), cfdi(12, 'issued')],
      inGlobal: [],
      pending: [],
    });
    const list = within(await screen.findByTestId('invoices'));
    const [note, income] = list.getAllByRole('listitem');
    expect(note?.dataset.kind).toBe('credit_note');
    expect(note?.textContent).toContain('Nota de crédito E-14 · $522.00 · 16.03.2026');
    expect(note?.textContent).toContain(
      'Resta de tus facturas anteriores los intereses que te bonificamos por liquidar antes de tiempo.',
    );
    expect(income?.textContent).toContain('Factura I-12 · $522.00 · 16.03.2026');
    expect(income?.textContent).not.toContain('Nota de crédito');
    expect(list.getByRole('link', { name: 'Descargar el XML de la nota de crédito E-14' })).toBeTruthy();
    expect(list.getByRole('link', { name: 'Descargar el PDF de la nota de crédito E-14' })).toBeTruthy();
    expect(list.getByRole('link', { name: 'Descargar el PDF de la factura I-12' })).toBeTruthy();
  });

  it('says a payment went in the month’s global CFDI, and where to add an RFC', async () => {
    renderInvoices({
      cfdis: [],
      inGlobal: [
        { paymentFolio: '000042', loanId: 7, paidOn: '2026-03-16', total: money(522), period: '2026-03' },
      ],
      pending: [
        { paymentFolio: '000043', loanId: 7, paidOn: '2026-04-02', total: money(100), period: undefined },
      ],
    });
    expect(
      await screen.findByText(
        'Tu pago 000042 del 16.03.2026 ($522.00) está en la factura global de 03/2026 al público en general, porque no tenías RFC en tu perfil.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Tu pago 000043 del 02.04.2026 ($100.00) se está facturando.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar mi RFC' }).getAttribute('href')).toBe('/profile/rfc');
  });

  it('downloads through a resource route: a loader and nothing to render', async () => {
    const route = routeOfHref(inject('siteRoutes'), invoiceHref(12, 'pdf'));
    expect(route?.file).toBe('routes/profile_.facturas.$id.$format/route.ts');
    const module = (await import(/* @vite-ignore */ `../../${route?.file}`)) as Record<string, unknown>;
    expect(typeof module.loader).toBe('function');
    expect(module.default).toBeUndefined();
  });
});
