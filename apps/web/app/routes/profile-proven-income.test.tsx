import { json } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import Profile from './profile/route';
import ProvenIncomePage from './profile_.comprueba-tus-ingresos/route';

// Issue 67 point 6: the proven-income page as the borrower sees it (its loader and action against
// the real API: routes/profile_.comprueba-tus-ingresos/proven-income.server.test.ts).

const PATH = '/profile/comprueba-tus-ingresos';
const cfdi = (periodStart: string, periodEnd: string, amount: number) => ({
  uuid: `UUID-${periodEnd}`,
  employerRfc: 'EKU9003173C9',
  periodStart,
  periodEnd,
  paidOn: periodEnd,
  periodicity: '04',
  netPay: { amount, currency: 'MXN' },
  satState: 'Vigente',
  checkedAt: '2026-03-02T18:00:00.000Z',
});
const PROOF = {
  monthlyIncome: { amount: 16_246.9, currency: 'MXN' },
  payCycle: 'semi_monthly',
  payDays: [15, 31],
  newestPaidOn: '2026-02-15',
  confidence: 'high',
  employerRfc: 'EKU9003173C9',
  cfdis: [
    cfdi('2026-01-01', '2026-01-15', 8123.45),
    cfdi('2026-01-16', '2026-01-31', 8123.45),
    cfdi('2026-02-01', '2026-02-15', 8123.46),
  ],
  provenAt: '2026-03-02T18:00:00.000Z',
};

describe('/profile/comprueba-tus-ingresos', () => {
  it('is linked from the profile', async () => {
    renderRoutes(
      [
        {
          path: '/profile',
          Component: Profile,
          loader: () =>
            json({
              me: {
                firstName: 'Gloria',
                lastName: 'Hernández',
                birthDate: '1956-04-27',
                email: null,
                info: { mobilePhone: { number: '5512345678' } },
                bankAccountMasked: null,
                rfc: null,
                hasActiveLoan: false,
              },
              consents: [],
              documents: [],
              referrals: [],
              card: null,
              changed: null,
            }),
        },
      ],
      '/profile',
    );
    const link = await screen.findByRole('link', {
      name: 'Comprueba tus ingresos con tus recibos de nómina',
    });
    expect(link.getAttribute('href')).toBe(PATH);
  });

  it('posts the files as multipart, shows a refusal on the field, then the income proven', async () => {
    // jsdom's File cannot be read back from a stub's multipart body: the action answers by turn (the
    // files' parsing is proven against the API in proven-income.server.test.ts and in Chromium).
    const posted: string[] = [];
    let proof: typeof PROOF | null = null;
    renderRoutes(
      [
        {
          path: PATH,
          Component: ProvenIncomePage,
          loader: () => json({ proof, hasRfc: true }),
          action: async ({ request }) => {
            posted.push(request.headers.get('content-type') ?? '');
            if (posted.length === 1) {
              return json(
                {
                  fieldErrors: {
                    cfdis:
                      'El archivo de-otra-persona.xml es el recibo de nómina de otra persona: su RFC o su CURP no son los tuyos.',
                  },
                },
                { status: 422 },
              );
            }
            proof = PROOF;
            return json({ fieldErrors: {}, done: true });
          },
        },
      ],
      PATH,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprueba tus ingresos' })).toBeTruthy();
    expect(screen.getByText('Aún no compruebas tus ingresos con recibos de nómina.')).toBeTruthy();
    const user = userEvent.setup();
    const pick = (names: string[]) =>
      user.upload(
        screen.getByLabelText(/Tus recibos de nómina \(XML\)/) as HTMLInputElement,
        names.map((name) => new File(['<cfdi:Comprobante/>'], name, { type: 'text/xml' })),
      );

    await pick(['enero-1.xml', 'de-otra-persona.xml']);
    await user.click(screen.getByRole('button', { name: 'Comprobar mis ingresos' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      'El archivo de-otra-persona.xml es el recibo de nómina de otra persona: su RFC o su CURP no son los tuyos.',
    );
    const field = screen.getByLabelText(/Tus recibos de nómina \(XML\)/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(refusal.id);

    await pick(['enero-1.xml', 'enero-2.xml', 'febrero-1.xml']);
    await user.click(screen.getByRole('button', { name: 'Comprobar mis ingresos' }));
    expect(
      await screen.findByText('Listo, comprobamos tus ingresos con tus recibos de nómina.'),
    ).toBeTruthy();
    const facts = screen.getByTestId('proven-income');
    const fact = (id: string) => facts.querySelector(`[data-fact="${id}"] dd`)?.textContent;
    expect(fact('income')).toBe('$16,246.90');
    expect(fact('employer')).toBe('EKU9003173C9');
    expect(fact('periodicity')).toBe('Quincenal');
    expect(fact('payDays')).toBe('El 15 y el último día de cada mes');
    expect(fact('confidence')).toMatch(/^Alta: 3 recibos del mismo empleador/);
    // The proven payday now sets the direct debits' day (ADR 340).
    expect(screen.getByTestId('proven-income-debits').textContent).toBe(
      'Tus cobros domiciliados se harán en estos días de pago. Si uno cae en fin de semana o día festivo, se cobra el siguiente día hábil. Los cobros que ya te avisamos no cambian.',
    );
    const receipts = within(screen.getByTestId('proven-income-cfdis')).getAllByRole('listitem');
    expect(receipts.map((li) => li.textContent)).toEqual([
      'PeriodoDel 01.01.2026 al 15.01.2026Fecha de pago15.01.2026Pago neto$8,123.45En el SATVigente',
      'PeriodoDel 16.01.2026 al 31.01.2026Fecha de pago31.01.2026Pago neto$8,123.45En el SATVigente',
      'PeriodoDel 01.02.2026 al 15.02.2026Fecha de pago15.02.2026Pago neto$8,123.46En el SATVigente',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posted).toEqual([
      expect.stringMatching(/^multipart\/form-data/),
      expect.stringMatching(/^multipart\/form-data/),
    ]);
  });

  it('asks a borrower without an RFC to add it, with a link', async () => {
    renderRoutes(
      [{ path: PATH, Component: ProvenIncomePage, loader: () => json({ proof: null, hasRfc: false }) }],
      PATH,
    );
    expect(await screen.findByText(/Para revisar tus recibos necesitamos tu RFC/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar mi RFC' }).getAttribute('href')).toBe('/profile/rfc');
  });

  it('says a stale or ten-day proof does not set the debit days: the declared ones stay', async () => {
    for (const proof of [
      { ...PROOF, confidence: 'low' },
      { ...PROOF, payCycle: null },
    ]) {
      const { unmount } = renderRoutes(
        [{ path: PATH, Component: ProvenIncomePage, loader: () => json({ proof, hasRfc: true }) }],
        PATH,
      );
      const said = await screen.findByTestId('proven-income-debits');
      expect(said.textContent).toMatch(
        /^Tus cobros domiciliados siguen en los días de pago que nos diste al registrarte/,
      );
      unmount();
    }
  });
});
