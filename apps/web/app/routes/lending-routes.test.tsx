import { fromApiAmount } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { ToastRegion } from '@lender/ui';
import { json } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import Accepted from './application.accepted/route';
import AcceptedCash from './application.accepted-cash/route';
import { nextProgress } from './application.loading/route';
import OfferDecrease from './application.offer-decrease/route';
import OfferIncrease from './application.offer-increase/route';
import Rejected from './application.rejected/route';
import Profile from './profile/route';
import ChangePassword from './profile_.change-password/route';
import MyLoan from './profile_.my-loan/route';

const money = (amount: number) => ({ amount, currency: 'MXN' as const });

const offer = {
  principal: money(1500),
  interest: money(180.87),
  serviceFee: money(100),
  withdrawalFee: money(0),
  invoicingFee: money(16.24),
  processingFee: money(16),
  total: money(1813.11),
  apr: 253,
  cat: 5506,
  term: { value: 15, unit: 'day' },
  endDate: '2026-03-17',
  agreementTermEndDate: '2026-03-17',
  discount: { interest: money(0), serviceFee: money(0) },
  discountPercent: 0,
  extensions: [],
  total_without_discount: money(1813.11),
  serviceFee_without_discount: money(100),
  apr_without_discount: 253,
  interest_without_discount: money(180.87),
  processing_fee_without_discount: money(16),
  promoCode: null,
};

const application = {
  id: 9,
  status: 17,
  desiredLoanAmount: money(3000),
  principalAmount: money(1500),
  paymentMethod: 'bank_transfer',
};

describe('the loading page', () => {
  it.each([
    [0, 0, 30],
    [30, 1, 75],
    [75, 2, 100],
    [100, 3, 100],
  ])('rises by 30 or 45 up to 100 (spec §4): %i after look %i → %i', (current, attempt, next) => {
    expect(nextProgress(current, attempt)).toBe(next);
  });
});

describe('offer-decrease', () => {
  it('shows the counter-offer beside what was asked and posts the approval', async () => {
    let posted = false;
    renderRoutes(
      [
        {
          path: '/application/offer-decrease',
          Component: OfferDecrease,
          loader: () =>
            json({
              app: application,
              offer: { offer, expiresAt: '2026-03-03T00:00:00Z' },
              asked: { ...offer, principal: money(3000), total: money(3580.99) },
            }),
          action: () => {
            posted = true;
            return json({ fieldErrors: {}, formError: 'La oferta venció. Solicita de nuevo.' });
          },
        },
      ],
      '/application/offer-decrease',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te podemos prestar un monto menor' }),
    ).toBeTruthy();
    const principal = document.querySelector('[data-figure="principal"]') as HTMLElement;
    expect(principal.querySelector('[data-before]')?.textContent).toContain('$3,000.00');
    expect(principal.querySelector('[data-value]')?.textContent).toContain('$1,500.00');
    expect(document.querySelector('[data-figure="cat"]')?.textContent).toContain(
      'sin IVA. Para fines informativos y de comparación',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar $1,500.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La oferta venció');
    expect(posted).toBe(true);
  });
});

describe('offer-increase', () => {
  it('offers an amount between the original and the new maximum and a term, with the field error from the action', async () => {
    let posted: FormData | undefined;
    renderRoutes(
      [
        {
          path: '/application/offer-increase',
          Component: OfferIncrease,
          loader: () =>
            json({
              app: {
                ...application,
                status: 18,
                desiredLoanAmount: money(2000),
                principalAmount: money(4000),
                term: { value: 15, unit: 'day' },
              },
              offer: null,
              terms: [
                { term: 15, dueDate: '2026-03-17' },
                { term: 30, dueDate: '2026-04-01' },
              ],
            }),
          action: async ({ request }) => {
            posted = await request.formData();
            return json({ fieldErrors: { amount: 'Elige un monto entre $2000 y $4000.' }, amount: '9000' });
          },
        },
      ],
      '/application/offer-increase',
    );
    expect(await screen.findByText('Entre $2,000.00 y $4,000.00.')).toBeTruthy();
    // The optional term: the pay cycle's terms with their due dates, the current one chosen.
    const term = screen.getByRole('combobox', { name: /Plazo \(opcional\)/ }) as HTMLSelectElement;
    expect(term.selectedOptions[0]?.textContent).toContain('15 días');
    await userEvent.selectOptions(term, screen.getByRole('option', { name: /^30 días · 01\.04\.2026$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Quiero el nuevo monto' }));
    expect(await screen.findByText('Elige un monto entre $2000 y $4000.')).toBeTruthy();
    expect(posted?.get('term')).toBe('30');
    expect(screen.getByRole('button', { name: 'Me quedo con el anterior' })).toBeTruthy();
  });
});

describe('accepted (signing)', () => {
  const loaderData = {
    app: { ...application, status: 3 },
    offer: { offer, expiresAt: '2026-03-03T00:00:00Z' },
    signing: true,
    step: 'otp_agreement',
    needsAccount: false,
    account: '•••• 7771',
    phone: '5678',
    idempotencyKey: '3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c',
  };

  it('shows the carátula, the documents and the payout account, then the code field once sent', async () => {
    renderRoutes(
      [
        {
          path: '/application/accepted',
          Component: Accepted,
          loader: () => json(loaderData),
          action: () => json({ fieldErrors: {}, sent: true, resendIn: 59, agreed: true }),
        },
      ],
      '/application/accepted',
    );
    expect(await screen.findByRole('heading', { name: 'Carátula de tu crédito' })).toBeTruthy();
    expect(document.querySelector('[data-figure="total"] [data-value]')?.textContent).toBe('$1,813.11');
    // Plain download links to the PDFs' resource routes (issue 47).
    for (const [name, href] of [
      ['Contrato de crédito (borrador, PDF)', '/application/documents/loan_agreement'],
      ['Carátula (PDF)', '/application/documents/cover_sheet'],
      ['Tabla de pagos (PDF)', '/application/documents/payment_schedule'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.hasAttribute('download')).toBe(true);
    }
    expect(screen.getByTestId('payout-account').textContent).toContain('•••• 7771');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme el código por SMS' }));
    expect(await screen.findByLabelText(/Código de 3 dígitos/)).toBeTruthy();
    expect(screen.getByText('Puedes pedir otro código en 59 segundos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Firmar contrato' })).toBeTruthy();
    // The same key travels with every retry of this submit.
    expect((document.querySelector('input[name="idempotencyKey"]') as HTMLInputElement).value).toBe(
      loaderData.idempotencyKey,
    );
  });
});

describe('rejected', () => {
  it('says when the borrower may apply again', async () => {
    renderRoutes(
      [
        {
          path: '/application/rejected',
          Component: Rejected,
          loader: () => json({ reapplyFrom: '2026-04-01' }),
        },
      ],
      '/application/rejected',
    );
    expect((await screen.findByTestId('reapply-from')).textContent).toBe(
      'Puedes solicitar de nuevo a partir del 01.04.2026.',
    );
  });
});

describe('my loan', () => {
  const invoice = {
    id: 4,
    status: 'unpaid',
    dueDate: '2026-03-17',
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
    term: { value: 15, unit: 'day' },
    startDate: '2026-03-02',
    dueDate: '2026-03-17',
    repaymentInvoice: {
      id: 4,
      status: 'unpaid',
      dueDate: '2026-03-17',
      dueDays: 15,
      total: money(1813.11),
      outstanding: money(1813.11),
    },
    rollovers: [
      {
        id: 1,
        status: 'inactive',
        type: 'cheap',
        days: 7,
        fee: money(113.1),
        feeWithoutVat: money(97.5),
        newDueDate: '2026-03-24',
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

  it('shows the balance, payoff, due date, extension prices with and without IVA, and each invoice to the centavo', async () => {
    renderRoutes(
      [
        {
          path: '/profile/my-loan',
          Component: MyLoan,
          loader: () =>
            json({
              loan,
              invoices: [invoice],
              documents: [
                {
                  id: 3,
                  type: 'loan_agreement',
                  title: 'Contrato de crédito',
                  loanId: 7,
                  createdAt: '2026-03-02T11:00:00Z',
                },
              ],
              card: {
                id: 1,
                masked: '**** **** **** 4242',
                brand: 'visa',
                expiryMonth: 12,
                expiryYear: 2030,
              },
              payments: [],
              references: [],
              hasActiveRefinancing: false,
              idempotencyKey: '3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c',
              cfdis: { cfdis: [], inGlobal: [], pending: [] },
              mandates: [],
              contacts: [],
            }),
        },
      ],
      '/profile/my-loan',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi préstamo' })).toBeTruthy();
    // The loan is named by its contract's number (application 9), never by its own id (7).
    expect(screen.getByText('Préstamo STL-000009')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Préstamo \d/);
    const figure = (id: string) => document.querySelector(`[data-figure="${id}"] [data-value]`)?.textContent;
    expect(figure('outstanding')).toBe(formatMoney(181311));
    expect(figure('earlyPayoff')).toBe(formatMoney(163224));
    expect(screen.getByText('Faltan 15 días')).toBeTruthy();
    expect(figure('rollover-cheap-fee')).toBe('$113.10 con IVA');
    expect(figure('rollover-cheap-feeWithoutVat')).toBe('$97.50 sin IVA');
    expect(figure('rollover-cheap-newDueDate')).toBe('Nueva fecha límite: 24.03.2026');
    const row = within(screen.getByRole('table', { name: 'Tabla de pagos' })).getByRole('row', {
      name: /17\.03\.2026/,
    });
    expect(row.querySelector('[data-figure="vat"]')?.textContent).toBe('$16.24');
    expect(row.querySelector('[data-figure="total"]')?.textContent).toBe('$1,813.11');
    expect(screen.getAllByTestId('card-on-file')[0]?.textContent).toContain('4242');
    const contract = screen.getByRole('link', { name: 'Descargar Contrato de crédito (PDF)' });
    expect(contract.getAttribute('href')).toBe('/profile/documents/3');
    expect(contract.hasAttribute('download')).toBe(true);
  });
});

describe('profile', () => {
  it('lists the consents with their dates and posts a referral', async () => {
    renderRoutes(
      [
        {
          path: '/profile',
          // The layout's toast region, where the confirmation goes.
          Component: () => (
            <>
              <Profile />
              <ToastRegion />
            </>
          ),
          loader: () =>
            json({
              me: {
                firstName: 'Ana',
                middleName: null,
                lastName: 'López',
                secondLastName: null,
                birthDate: '1990-05-14',
                email: 'ana@example.mx',
                info: { mobilePhone: { number: '5512345678' } },
                bankAccountMasked: '•••• 7771',
                hasActiveLoan: false,
              },
              consents: [
                { kind: 'credit_bureau', accepted: true, givenAt: '2026-03-01T18:00:00.000Z' },
                { kind: 'marketing', accepted: false, givenAt: '2026-03-01T18:00:00.000Z' },
              ],
              documents: [],
              referrals: [
                {
                  id: 1,
                  channel: 'phone',
                  contactMasked: '+52 (••) ••••-4321',
                  status: 'registered',
                  reward: null,
                  createdAt: '2026-03-01T18:00:00Z',
                },
              ],
              card: null,
            }),
          action: () => json({ fieldErrors: {}, sent: true }),
        },
      ],
      '/profile',
    );
    const consents = await screen.findByTestId('consents');
    expect(consents.textContent).toContain(
      'Autorización para consultar tu historial en Buró de Crédito: Aceptado el 01.03.2026 12:00',
    );
    expect(consents.textContent).toContain('No aceptado (01.03.2026 12:00)');
    expect(screen.getByText(/Se registró/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Celular de tu invitado/), '5587654321');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    // The confirmation is a toast in the labelled live region, not an alert on the page.
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    expect((await within(region).findByText('Listo, enviamos tu invitación.')).textContent).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('change password', () => {
  it('shows the wrong-old-password error on its field', async () => {
    renderRoutes(
      [
        {
          path: '/profile/change-password',
          Component: ChangePassword,
          loader: () => json(null),
          action: () => json({ fieldErrors: { oldPassword: 'La contraseña actual no es correcta.' } }),
        },
      ],
      '/profile/change-password',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeTruthy();
  });
});

describe('accepted-cash', () => {
  it("shows the amount to collect (the API's principal, to the centavo), the brand and the reference", async () => {
    renderRoutes(
      [
        {
          path: '/application/accepted-cash',
          Component: AcceptedCash,
          loader: () => json({ brand: 'cebuana', reference: 'CEB-000123', amount: fromApiAmount(1500.5) }),
        },
      ],
      '/application/accepted-cash',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recoge tu dinero en efectivo' }),
    ).toBeTruthy();
    const collect = document.querySelector('[data-figure="collect"]') as HTMLElement;
    expect(collect.textContent).toContain('Monto a recoger');
    expect(collect.textContent).toContain(formatMoney(1_500_50));
    expect(document.body.textContent).toContain('Cebuana');
  });
});
