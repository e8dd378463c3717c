import { type ActionFunction, json } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cepHref, receiptHref } from '../../lib/receipt-links';
import { renderRoutes } from '../../test/render';
import { routeOfHref } from '../../test/site-routes';
import MyLoan from './route';

// Issue 47: on my loan, SPEI and cash instructions are "Referencias vigentes", never payments;
// "Tus pagos" lists the money received, each with its receipt; a card charge the bank has not
// confirmed reads as what it is.

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const invoice = {
  id: 4,
  status: 'unpaid',
  dueDate: '2026-03-16',
  principal: money(1500),
  interest: money(180.87),
  fees: money(116),
  vat: money(16.24),
  lateFees: money(0),
  lateFeesVat: money(0),
  total: money(1813.11),
  paid: money(0),
  outstanding: money(1813.11),
};
const loan = {
  id: 7,
  applicationId: 9,
  contractNumber: 'STL-000009',
  status: 4,
  principal: money(1500),
  total: money(1813.11),
  outstanding: money(1813.11),
  earlyPayoff: money(1632.24),
  term: { value: 14, unit: 'day' },
  startDate: '2026-03-02',
  dueDate: '2026-03-16',
  repaymentInvoice: {
    id: 4,
    status: 'unpaid',
    dueDate: '2026-03-16',
    dueDays: 12,
    total: money(1813.11),
    outstanding: money(1813.11),
  },
  rollovers: [],
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
const spei = {
  id: 11,
  kind: 'repayment',
  channel: 'clabe',
  reference: 'SPEI-1A2B3C4D5E6F7',
  barcode: null,
  clabe: '646180000000000011',
  amount: money(1632.24),
  expiresAt: '2026-03-07T18:00:00.000Z',
};
const cash = {
  id: 12,
  kind: 'repayment',
  channel: 'cash',
  reference: 'OXXO-7F6E5D4C3B2A1',
  barcode: '10100000163224123456',
  clabe: null,
  amount: money(1632.24),
  expiresAt: '2026-03-07T18:05:00.000Z',
};
const payment = (
  id: number,
  status: string,
  paymentType: string,
  amount: number,
  cepFormats: string[] = [],
  paidOn = '2026-03-04',
) => ({
  id,
  kind: 'repayment',
  paymentType,
  amount: money(amount),
  status,
  createdAt: '2026-03-04T16:30:00.000Z',
  completedAt: status === 'completed' ? '2026-03-04T16:31:00.000Z' : null,
  paidOn: status === 'completed' ? paidOn : null,
  folio: String(id).padStart(6, '0'),
  cepFormats,
});

function renderMyLoan(data: { references: unknown[]; payments: unknown[] }, action?: ActionFunction) {
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
            promise: null,
            hasActiveRefinancing: false,
            preselect: null,
            idempotencyKey: '3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c',
            cfdis: { cfdis: [], inGlobal: [], pending: [] },
            mandates: [],
            contacts: [],
            ...data,
          }),
        ...(action ? { action } : {}),
      },
    ],
    '/profile/my-loan',
  );
}

// jsdom does not lay pages out: the reference panel scrolls itself into view after "Pagar".
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('my loan: references apart from payments (issue 47)', () => {
  it('lists SPEI and cash references as "Referencias vigentes" and only money received in "Tus pagos"', async () => {
    renderMyLoan({
      references: [cash, spei],
      payments: [payment(43, 'pending', 'card', 500), payment(42, 'completed', 'clabe', 300)],
    });
    const referencesTitle = await screen.findByRole('heading', { name: 'Referencias vigentes' });
    const references = within(referencesTitle.closest('section') as HTMLElement);
    expect(references.getByText('En efectivo · $1,632.24')).toBeTruthy();
    expect(references.getByText('Por transferencia (SPEI) · $1,632.24')).toBeTruthy();
    expect(references.getByText(/CLABE: 646180000000000011/)).toBeTruthy();
    expect(references.getByText(/OXXO-7F6E5D4C3B2A1/)).toBeTruthy();
    expect(references.getAllByText(/^Válida hasta el 07\.03\.2026/)).toHaveLength(2);
    expect(references.queryByRole('link')).toBeNull();

    const history = within(
      screen.getByRole('heading', { name: 'Tus pagos' }).closest('section') as HTMLElement,
    );
    const rows = history.getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('$300.00');
    expect(rows[0]?.textContent).toContain('Recibido el 04.03.2026 10:31');
    expect(history.queryByText(/1632\.24/)).toBeNull();
    expect(history.queryByText(/En proceso/)).toBeNull();
    const receipt = history.getByRole('link', { name: /^Comprobante \(PDF\) del pago de \$300\.00/ });
    expect(receipt.getAttribute('href')).toBe('/profile/comprobantes/000042');
    expect(receipt.hasAttribute('download')).toBe(true);

    // The card charge the bank has not confirmed: apart, and said to be a charge in progress.
    const charges = within(
      screen
        .getByRole('heading', { name: 'Cargos a tu tarjeta en proceso' })
        .closest('section') as HTMLElement,
    );
    expect(charges.getByText('$500.00 · pedido el 04.03.2026 10:30')).toBeTruthy();
  });

  it('a deposit paid on an earlier day than we recorded it names both days (ADR 361)', async () => {
    renderMyLoan({ references: [], payments: [payment(44, 'completed', 'manual', 300, [], '2026-03-02')] });
    const history = within(
      (await screen.findByRole('heading', { name: 'Tus pagos' })).closest('section') as HTMLElement,
    );
    const [row] = history.getAllByRole('listitem');
    expect(row?.textContent).toContain('Pagado el 02.03.2026; lo registramos el 04.03.2026 10:31');
    expect(row?.textContent).not.toContain('Recibido el');
  });

  it('a payment the lender reversed is listed apart, without a receipt, and not as money received', async () => {
    const bounced = { ...payment(45, 'reversed', 'clabe', 1000.37), completedAt: '2026-03-04T16:31:00.000Z' };
    renderMyLoan({ references: [], payments: [bounced, payment(42, 'completed', 'clabe', 300)] });
    const history = within(
      (await screen.findByRole('heading', { name: 'Tus pagos' })).closest('section') as HTMLElement,
    );
    expect(history.getAllByRole('listitem')).toHaveLength(1);
    expect(history.queryByText(/1,000\.37/)).toBeNull();
    const reversed = within(
      screen.getByRole('heading', { name: 'Pagos revertidos' }).closest('section') as HTMLElement,
    );
    expect(reversed.getByText(/no cuentan para tu préstamo/)).toBeTruthy();
    expect(reversed.getByRole('listitem').textContent).toBe(
      '$1,000.37 · Pago · SPEI · recibido el 04.03.2026 10:31',
    );
    expect(reversed.queryByRole('link')).toBeNull();
  });

  it('with nothing received yet says so, and shows no references section without references', async () => {
    renderMyLoan({ references: [], payments: [] });
    expect(await screen.findByText('Aún no recibimos pagos de este préstamo.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Referencias vigentes' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cargos a tu tarjeta en proceso' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pagos revertidos' })).toBeNull();
  });

  it('after "Pagar" by SPEI the instructions say they are not a payment yet', async () => {
    renderMyLoan({ references: [spei], payments: [] }, () =>
      json({ fieldErrors: {}, intent: 'pay', kind: 'repayment', reference: spei }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Por transferencia (SPEI)'));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect((await screen.findByTestId('reference-not-payment')).textContent).toBe(
      'Esto todavía no es un pago. Cuando recibamos tu dinero lo verás en «Tus pagos», con su comprobante.',
    );
    expect(screen.getByText('Aún no recibimos pagos de este préstamo.')).toBeTruthy();
  });

  it('links a SPEI payment a verified claim applied to its CEP, XML and PDF, beside its receipt', async () => {
    renderMyLoan({
      references: [],
      payments: [
        payment(44, 'completed', 'clabe', 250, ['xml', 'pdf']),
        payment(42, 'completed', 'clabe', 300),
      ],
    });
    const history = within(
      (await screen.findByRole('heading', { name: 'Tus pagos' })).closest('section') as HTMLElement,
    );
    const [claimed, plain] = history.getAllByRole('listitem');
    const links = within(claimed as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Comprobante (PDF)', '/profile/comprobantes/000044'],
      ['CEP de Banxico (XML)', '/profile/comprobantes/000044/cep.xml'],
      ['CEP de Banxico (PDF)', '/profile/comprobantes/000044/cep.pdf'],
    ]);
    expect(links[1]?.getAttribute('aria-label')).toMatch(/^CEP de Banxico \(XML\) del pago de \$250\.00/);
    expect(within(plain as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });

  it('answers the CEP downloads from a resource route of their own', async () => {
    for (const format of ['xml', 'pdf'] as const) {
      const route = routeOfHref(inject('siteRoutes'), cepHref('000044', format));
      expect(route?.file).toBe('routes/profile_.comprobantes.$folio_.$file/route.ts');
      const module = (await import(/* @vite-ignore */ `../../${route?.file}`)) as Record<string, unknown>;
      expect(typeof module.loader).toBe('function');
      expect(module.default).toBeUndefined();
    }
  });

  it('links each receipt to a resource route: a loader and nothing to render, so Remix answers its PDF', async () => {
    const href = receiptHref('000042');
    const route = routeOfHref(inject('siteRoutes'), href);
    expect(route?.file).toBe('routes/profile_.comprobantes.$folio/route.ts');
    const module = (await import(/* @vite-ignore */ `../../${route?.file}`)) as Record<string, unknown>;
    expect(typeof module.loader).toBe('function');
    expect(module.default).toBeUndefined();
    expect(module.ErrorBoundary).toBeUndefined();
  });
});
