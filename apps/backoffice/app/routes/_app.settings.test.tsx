import { demoProduct } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Settings from './_app.settings';

afterEach(cleanup);

const settings = {
  product: {
    version: 4,
    updatedAt: '2026-03-02T18:00:00Z',
    override: {},
    inForceOn: '2026-03-02',
    effective: {
      ...demoProduct,
      amounts: { ...demoProduct.amounts, amountTo: 12_000_00 },
      // Issue 50: a cut of the processing fee scheduled for a later day, with its RECO registration.
      feeSchedule: [
        {
          effectiveOn: '2026-04-05',
          pricing: { fees: { processingFee: { kind: 'fixed', amount: 20_00 } } },
          registrations: {
            processingFee: { folio: 'RECO-2026-077', registeredOn: '2026-04-03', inForceFrom: '2026-04-05' },
          },
          approvalId: 12,
        },
      ],
    },
    payCycles: ['biweekly', 'semi_monthly'],
  },
  banks: { version: 1, updatedAt: null, enabled: ['002', '012'] },
  provisioning: {
    version: 2,
    updatedAt: '2026-03-02T18:00:00Z',
    rates: { current: 0.0325, '1-7': 0.1, '8-30': 0.25, '31-60': 0.5, '61-90': 0.75, '90+': 1 },
    defaults: { current: 0.02, '1-7': 0.1, '8-30': 0.25, '31-60': 0.5, '61-90': 0.75, '90+': 1 },
  },
  collections: {
    version: 0,
    updatedAt: null,
    rules: {
      window: {
        weekdays: { from: '07:00', to: '22:00' },
        saturday: { from: '09:00', to: '14:00' },
        sunday: null,
        holidays: null,
      },
      contactsPerDay: 3,
      contactsPerWeek: 7,
      promise: { maxDaysAhead: 15, minAmountCentavos: 100_00 },
    },
    defaults: {
      window: { weekdays: { from: '07:00', to: '22:00' }, saturday: null, sunday: null, holidays: null },
      contactsPerDay: 3,
      contactsPerWeek: 7,
      promise: { maxDaysAhead: 15, minAmountCentavos: 100_00 },
    },
  },
};
const banks = [
  { code: '002', name: 'BANAMEX' },
  { code: '012', name: 'BBVA MEXICO' },
  { code: '014', name: 'SANTANDER' },
];

function renderSettings(posted: FormData[], canEdit = true, answer: unknown = null) {
  const Stub = createRemixStub([
    {
      path: '/settings',
      Component: Settings,
      loader: () => ({ settings, canEdit, banks, pending: [{ id: 9, kind: 'settings.banks' }] }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={['/settings']} />);
}

describe('the settings screen (issue 36)', () => {
  it('shows the values in force first, in pesos and percent, and the banks by name', async () => {
    renderSettings([], false);
    const inForce = await screen.findAllByRole('definition');
    const text = inForce.map((cell) => cell.textContent);
    expect(text).toContain('$12,000.00');
    expect(text).toContain(formatMoney(demoProduct.amounts.minMainLoan));
    expect(text).toContain('0.99% · 361.35% al año');
    expect(screen.getByText('BANAMEX')).toBeTruthy();
    expect(screen.getByText('Catorcenal, Quincenal')).toBeTruthy();
    // A reader sees no form; a change waiting for approval is named.
    expect(screen.queryByLabelText('Semanal')).toBeNull();
    expect(screen.getByText('Aprobación 9')).toBeTruthy();
  });

  it('fills the forms with the values in force: pesos, percent a day, and previews a sample offer', async () => {
    renderSettings([]);
    expect(await screen.findByLabelText('Monto máximo (pesos)')).toHaveProperty('value', '12000');
    expect(screen.getByLabelText('Interés diario, primer préstamo (% al día)')).toHaveProperty(
      'value',
      '0.99',
    );
    expect(screen.getByLabelText('Valor de Comisión por servicio')).toHaveProperty('value', '5');
    expect(screen.getByLabelText('Quincenal')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('SANTANDER')).toHaveProperty('checked', false);
    const preview = await screen.findByTestId('pricing-preview');
    expect(preview.textContent).toMatch(/Total a pagar\$\d{1,3}(,\d{3})*\.\d\d/);
    expect(preview.textContent).toMatch(/CAT\d{1,3}(,\d{3})*\.\d% sin IVA/);
  });

  it('updates the preview and the yearly rate as a rate is typed', async () => {
    renderSettings([]);
    const rate = await screen.findByLabelText('Interés diario, primer préstamo (% al día)');
    const before = (await screen.findByTestId('pricing-preview')).textContent;
    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '2');
    await waitFor(() => expect(screen.getByTestId('pricing-preview').textContent).not.toBe(before));
    expect(screen.getByText('730.00% al año')).toBeTruthy();
  });

  it('sends the pay cycles ticked, at the product version read', async () => {
    const posted: FormData[] = [];
    renderSettings(posted);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Semanal'));
    await user.click(screen.getByLabelText('Catorcenal'));
    const form = screen.getByLabelText('Semanal').closest('form') as HTMLFormElement;
    const reason = form.querySelector('textarea[name="reason"]') as HTMLTextAreaElement;
    await user.type(reason, 'Weekly payroll only');
    await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('intent')).toBe('payCycles');
    expect(posted[0]?.get('version')).toBe('4');
    expect(posted[0]?.getAll('payCycles')).toEqual(['weekly', 'semi_monthly']);
  });

  it('shows a refused try’s words beside each field and keeps what was typed', async () => {
    const answer = {
      intent: 'amounts',
      fields: { minMainLoan: 'backoffice:settings.minAboveMax' },
      values: { minMainLoan: '20000', amountTo: '9000', firstMax: '3000', reason: 'Más grandes' },
    };
    renderSettings([], true, answer);
    const user = userEvent.setup();
    const min = await screen.findByLabelText('Monto mínimo (pesos)');
    const form = min.closest('form') as HTMLFormElement;
    await user.clear(min);
    await user.type(min, '20000');
    await user.type(form.querySelector('textarea[name="reason"]') as HTMLTextAreaElement, 'Más grandes');
    await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    expect(await screen.findByText('El monto mínimo no puede ser mayor que el monto máximo.')).toBeTruthy();
    expect(screen.getByLabelText('Monto mínimo (pesos)')).toHaveProperty('value', '20000');
    expect(screen.getByLabelText('Monto mínimo (pesos)').getAttribute('aria-invalid')).toBe('true');
    expect((form.querySelector('textarea[name="reason"]') as HTMLTextAreaElement).value).toBe('Más grandes');
  });
});

describe('the provisioning and collection rules on the settings screen (ADR 170)', () => {
  const figure = (label: string) => {
    const term = screen.getAllByRole('term').find((cell) => cell.textContent === label);
    return term?.nextElementSibling?.textContent;
  };

  it('shows the values in force in percent, hours and pesos, the defaults marked', async () => {
    renderSettings([], false);
    await screen.findByRole('heading', { name: 'Reservas por cartera' });
    expect(figure('Al corriente')).toBe('3.25% ');
    expect(figure('Más de 90 días')).toBe('100.00% predeterminado');
    expect(figure('Lunes a viernes')).toBe('07:00 a 22:00 predeterminado');
    expect(figure('Sábado')).toBe('09:00 a 14:00 ');
    expect(figure('Domingo')).toBe('Sin contacto predeterminado');
    expect(figure('Promesa de pago: días hacia adelante, como máximo')).toBe('15 días predeterminado');
    expect(figure('Promesa de pago: monto mínimo (pesos)')).toBe('$100.00 predeterminado');
    expect(screen.queryByLabelText('Al corriente (%)')).toBeNull();
  });

  it('sends the rates typed in percent and the rules typed, each at its version', async () => {
    const posted: FormData[] = [];
    renderSettings(posted);
    const user = userEvent.setup();
    const rate = await screen.findByLabelText('Al corriente (%)');
    expect(rate).toHaveProperty('value', '3.25');
    await user.clear(rate);
    await user.type(rate, '4.5');
    const rates = rate.closest('form') as HTMLFormElement;
    await user.type(rates.querySelector('textarea[name="reason"]') as HTMLTextAreaElement, 'Más reserva');
    await user.click(rates.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('intent')).toBe('provisioning');
    expect(posted[0]?.get('version')).toBe('2');
    expect(posted[0]?.get('rate-current')).toBe('4.5');

    const sunday = screen.getByLabelText('Sin contacto este día', { selector: '#settings-sunday-closed' });
    expect(sunday).toHaveProperty('checked', true);
    const rules = sunday.closest('form') as HTMLFormElement;
    await user.click(sunday);
    await user.type(rules.querySelector('input[name="sunday-from"]') as HTMLInputElement, '10:00');
    await user.type(rules.querySelector('input[name="sunday-to"]') as HTMLInputElement, '13:00');
    expect(rules.querySelector<HTMLInputElement>('input[name="minAmount"]')?.value).toBe('100');
    await user.type(rules.querySelector('textarea[name="reason"]') as HTMLTextAreaElement, 'Domingos');
    await user.click(rules.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.get('intent')).toBe('collections');
    expect(posted[1]?.get('version')).toBe('0');
    expect([
      posted[1]?.get('sunday-closed'),
      posted[1]?.get('sunday-from'),
      posted[1]?.get('sunday-to'),
    ]).toEqual([null, '10:00', '13:00']);
  });

  it('shows a refused try’s words beside the field, with the bounds, and keeps what was typed', async () => {
    const answer = {
      intent: 'collections',
      fields: {
        'saturday-to': 'backoffice:settings.rules.hoursOrder',
        contactsPerDay: 'backoffice:settings.rules.countInvalid',
      },
      values: {
        'weekdays-from': '07:00',
        'weekdays-to': '22:00',
        'saturday-from': '14:00',
        'saturday-to': '09:00',
        'sunday-closed': 'on',
        'holidays-closed': 'on',
        contactsPerDay: '25',
        contactsPerWeek: '7',
        maxDaysAhead: '15',
        minAmount: '100',
        reason: 'Sábado',
      },
    };
    renderSettings([], true, answer);
    const user = userEvent.setup();
    const to = (await screen.findAllByLabelText('Cierra'))[1] as HTMLInputElement;
    const form = to.closest('form') as HTMLFormElement;
    const perDay = screen.getByLabelText('Contactos por día y préstamo');
    await user.clear(perDay);
    await user.type(perDay, '25');
    await user.type(form.querySelector('textarea[name="reason"]') as HTMLTextAreaElement, 'Sábado');
    await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    expect(await screen.findByText('La hora de cierre debe ser después de la de apertura.')).toBeTruthy();
    expect(screen.getByText('Escribe un número entero de 1 a 20.')).toBeTruthy();
    expect(screen.getByLabelText('Contactos por día y préstamo')).toHaveProperty('value', '25');
    expect(
      form.querySelector<HTMLInputElement>('input[name="saturday-to"]')?.getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('lists each fee with its CONDUSEF folio, registration date and date in force, and the changes scheduled (issue 50)', async () => {
    renderSettings([], false);
    const section = await screen.findByTestId('settings-reco');
    const processing = demoProduct.registrations?.processingFee;
    expect(processing).toBeDefined();
    const row = within(section).getByRole('row', { name: /Comisión por apertura/ });
    const [, folio, registered, inForce] = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(folio).toBe(processing?.folio);
    expect(registered).toMatch(/^\d{2}\.\d{2}\.\d{4}$|^\d{2}\/\d{2}\/\d{4}$/);
    expect(inForce).not.toBe('—');
    expect(within(section).getAllByRole('row')).toHaveLength(1 + 9);
    expect(within(section).getByText('Vigentes hoy, 02.03.2026')).toBeTruthy();
    expect(within(section).getByText('Programadas (aún no vigentes)')).toBeTruthy();
    const scheduled = within(section).getByTestId('settings-reco-scheduled');
    expect(scheduled.textContent).toContain('Entra en vigor el');
    expect(scheduled.textContent).toContain(
      'Comisión por apertura: $20.00, folio RECO-2026-077, registrada el',
    );
    expect(section.textContent).not.toMatch(/processingFee|inForceFrom|2026-04-05/);
  });
});
