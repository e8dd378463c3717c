import {
  ARCO_OPPOSITION_PURPOSES,
  COMPLAINT_CAUSES,
  COMPLAINT_KINDS,
  RECTIFIABLE_FIELDS,
} from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import Rights from './profile_.mis-derechos/route';

// Issue 51: "Mis derechos" as the borrower sees it (the loader and action against the real API:
// routes/profile_.mis-derechos/rights.server.test.ts; without JavaScript: e2e/rights.e2e.test.ts).

const request = {
  channel: 'web',
  purpose: null,
  changes: null,
  documentId: null,
  description: null,
  identityCheck: 'password',
  identityVerified: true,
  answerOverdue: false,
  answeredAt: null,
  outcome: null,
  denialReason: null,
  answerText: null,
  actDueDate: null,
  actOverdue: false,
  completedAt: null,
  archiveAvailableUntil: null,
};

const loaded = {
  me: {
    firstName: 'Rosa',
    middleName: null,
    lastName: 'Díaz',
    secondLastName: null,
    birthDate: '1990-05-14',
    hasActiveLoan: true,
  },
  requests: [
    {
      ...request,
      id: 3,
      folio: 'ARCO-2026-000003',
      right: 'opposition',
      purpose: 'automated_decisions',
      identityCheck: 'session',
      receivedAt: '2026-03-13T18:00:00.000Z',
      status: 'received',
      answerDueDate: '2026-04-15',
      nextDueDate: '2026-04-15',
    },
    {
      ...request,
      id: 2,
      folio: 'ARCO-2026-000002',
      right: 'access',
      receivedAt: '2026-03-02T18:00:00.000Z',
      status: 'completed',
      answerDueDate: '2026-03-31',
      answeredAt: '2026-03-04T18:00:00.000Z',
      outcome: 'granted',
      answerText: 'Procede tu solicitud de acceso.',
      actDueDate: '2026-03-26',
      completedAt: '2026-03-05T18:00:00.000Z',
      nextDueDate: null,
      archiveAvailableUntil: '2026-04-04T18:00:00.000Z',
    },
    {
      ...request,
      id: 1,
      folio: 'ARCO-2026-000001',
      right: 'cancellation',
      receivedAt: '2026-03-01T18:00:00.000Z',
      status: 'refused',
      answerDueDate: '2026-03-27',
      answeredAt: '2026-03-03T18:00:00.000Z',
      outcome: 'denied',
      denialReason: 'contract_in_force',
      answerText: 'Tu préstamo sigue activo; al liquidarlo podrás pedirlo de nuevo.',
      nextDueDate: null,
    },
  ],
  complaints: [
    {
      id: 7,
      folio: 'UNE-2026-000007',
      receivedAt: '2026-03-10T18:00:00.000Z',
      kind: 'clarification',
      cause: 'credit_bureau',
      loanId: 12,
      description: 'El buró muestra un atraso que no tuve.',
      status: 'received',
      dueDate: '2026-04-23',
      resolution: null,
      resolutionText: null,
      resolvedAt: null,
    },
  ],
  consents: [
    {
      kind: 'terms_and_conditions',
      accepted: true,
      givenAt: '2026-02-01T18:00:00.000Z',
      version: '2026-01-15',
    },
    { kind: 'privacy_notice', accepted: true, givenAt: '2026-02-01T18:00:00.000Z', version: '2026-01-15' },
    { kind: 'credit_bureau', accepted: true, givenAt: '2026-02-01T18:00:00.000Z', version: null },
    { kind: 'marketing', accepted: true, givenAt: '2026-02-01T18:00:00.000Z', version: '2026-01-15' },
    {
      kind: 'behavioural_scoring',
      accepted: true,
      givenAt: '2026-02-01T18:00:00.000Z',
      version: '2026-01-15',
    },
    {
      kind: 'behavioural_scoring',
      accepted: false,
      givenAt: '2026-03-06T18:00:00.000Z',
      version: '2026-01-15',
    },
  ],
  // An open loan: what no duty keeps goes at the block; the rest waits until it is paid off (in
  // words from the loader: deletion-preview.server.test.ts).
  deletion: {
    state: 'held',
    blockedAt: null,
    anonymisedAt: null,
    deletedNow: {
      title: 'Se eliminan en cuanto bloqueamos tus datos',
      items: ['Tus referencias personales', 'Tu ubicación y los datos de tu dispositivo'],
    },
    kept: {
      title: 'Se conservan bloqueados, solo para cumplir la ley',
      groups: [
        {
          items: ['Tu perfil', 'Tus préstamos y sus movimientos'],
          reasons: ['Tienes un préstamo en curso: tu contrato necesita estos datos hasta que lo liquides.'],
          periods: [],
          until: 'Se conservan mientras tengas un préstamo o una solicitud en curso.',
        },
      ],
      anonymisedAfter: null,
    },
  },
  marketingOptIn: true,
  loans: [{ id: 12, contractNumber: 'STL-000015', signedAt: '2026-02-02T18:00:00.000Z', amount: 3_000_00 }],
  choices: {
    rectifiableFields: RECTIFIABLE_FIELDS,
    oppositionPurposes: ARCO_OPPOSITION_PURPOSES,
    complaintKinds: COMPLAINT_KINDS,
    complaintCauses: COMPLAINT_CAUSES.filter((cause) => cause !== 'credit_bureau'),
  },
  folio: 'ARCO-2026-000003',
  withdrawn: null,
};

describe('/profile/mis-derechos', () => {
  it('shows each request with its folio, state and deadline, the answer and the archive', async () => {
    renderRoutes(
      [{ path: '/profile/mis-derechos', Component: Rights, loader: () => json(loaded) }],
      '/profile/mis-derechos',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis derechos' })).toBeTruthy();
    // Back from filing: the folio and its deadline.
    expect(screen.getByRole('status').textContent).toBe(
      'Recibimos tu solicitud con el folio ARCO-2026-000003. Te respondemos a más tardar el 15.04.2026.',
    );
    const [open, access, cancellation] = screen.getAllByTestId('arco-request');
    expect(open?.textContent).toContain('Folio ARCO-2026-000003');
    expect(open?.textContent).toContain('Decisiones sin intervención de una persona');
    expect(open?.textContent).toContain('Te respondemos a más tardar el 15.04.2026.');
    const archive = within(access as HTMLElement).getByRole('link', { name: 'Descargar tus datos (ZIP)' });
    expect(archive.getAttribute('href')).toBe('/profile/mis-derechos/archivo/2');
    expect(archive.hasAttribute('download')).toBe(true);
    expect(access?.textContent).toContain('Disponible hasta el 04.04.2026.');
    expect(cancellation?.textContent).toContain('No procede: tu contrato vigente los necesita.');
    expect(cancellation?.textContent).toContain('Tu préstamo sigue activo');
    // The open loan is said before a cancellation is filed.
    expect(screen.getByText(/Tienes un préstamo abierto/)).toBeTruthy();
    // The complaint with its folio and due date; the loan is offered to dispute a bureau record.
    expect(screen.getByTestId('complaint').textContent).toContain(
      'Te respondemos a más tardar el 23.04.2026.',
    );
    // Named by its contract's number, never by the loan's internal id (which is only the value sent).
    const options = screen.getAllByRole('option', {
      name: 'Préstamo STL-000015 del 02.02.2026 por $3,000.00',
    });
    expect(options).toHaveLength(2);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['12', '12']);
    expect(screen.queryByRole('option', { name: /Préstamo 12\b/ })).toBeNull();
  });

  it('says before a cancellation what would be deleted now and what is kept blocked, why and until when', async () => {
    renderRoutes(
      [{ path: '/profile/mis-derechos', Component: Rights, loader: () => json(loaded) }],
      '/profile/mis-derechos',
    );
    const preview = await screen.findByRole('region', { name: 'Qué pasaría hoy con tus datos' });
    const form = within(screen.getByRole('region', { name: 'Cancelación: borrar tus datos' }));
    expect(form.getByRole('region', { name: 'Qué pasaría hoy con tus datos' })).toBe(preview);
    expect(
      within(preview).getByRole('heading', { name: 'Se eliminan en cuanto bloqueamos tus datos' }),
    ).toBeTruthy();
    const [now, kept] = within(preview).getAllByRole('list');
    expect(
      within(now as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tus referencias personales', 'Tu ubicación y los datos de tu dispositivo']);
    expect(kept?.textContent).toContain('Tus préstamos y sus movimientos');
    expect(preview.textContent).toContain('tu contrato necesita estos datos hasta que lo liquides');
    expect(preview.textContent).toContain(
      'Se conservan mientras tengas un préstamo o una solicitud en curso',
    );
  });

  it('says when the data was blocked instead of what would happen', async () => {
    const blocked = {
      ...loaded,
      deletion: {
        ...loaded.deletion,
        state: 'blocked',
        blockedAt: '2026-03-20T18:00:00.000Z',
        deletedNow: null,
      },
    };
    renderRoutes(
      [{ path: '/profile/mis-derechos', Component: Rights, loader: () => json(blocked) }],
      '/profile/mis-derechos',
    );
    const preview = await screen.findByRole('region', { name: 'Qué pasaría hoy con tus datos' });
    expect(preview.textContent).toContain('Tus datos están bloqueados desde el 20.03.2026');
    expect(preview.textContent).not.toContain('Se eliminan en cuanto bloqueamos tus datos');
  });

  it('paid off: each kind kept shows its own periods with the law they rest on, and when all is anonymised', async () => {
    const period = {
      period:
        'Plazo fiscal: hasta el 31.03.2033, 5 años después de la declaración anual del año de tu último pago o factura (05.01.2027).',
      source: 'Fundamento: Código Fiscal de la Federación, artículo 30.',
    };
    const paidOff = {
      ...loaded,
      deletion: {
        ...loaded.deletion,
        kept: {
          title: 'Se conservan bloqueados, solo para cumplir la ley',
          groups: [
            {
              items: ['Tus facturas electrónicas (CFDI)'],
              reasons: ['Las leyes fiscales nos piden conservar tus facturas (CFDI).'],
              periods: [period],
              until: 'Se conservan bloqueados hasta el 31.03.2033.',
            },
          ],
          anonymisedAfter:
            'Cuando termina el último de estos plazos, el 31.12.2036, anonimizamos juntos todos los datos que conservamos.',
        },
      },
    };
    renderRoutes(
      [{ path: '/profile/mis-derechos', Component: Rights, loader: () => json(paidOff) }],
      '/profile/mis-derechos',
    );
    const preview = await screen.findByRole('region', { name: 'Qué pasaría hoy con tus datos' });
    for (const words of [period.period, period.source, 'Se conservan bloqueados hasta el 31.03.2033.'])
      expect(preview.textContent).toContain(words);
    expect(preview.textContent).toContain('el 31.12.2036, anonimizamos juntos todos los datos');
  });

  it('shows the versions accepted with their dates, and the consents that can be withdrawn', async () => {
    renderRoutes(
      [{ path: '/profile/mis-derechos', Component: Rights, loader: () => json(loaded) }],
      '/profile/mis-derechos',
    );
    const documents = await screen.findByTestId('accepted-documents');
    expect(documents.textContent).toContain('Versión del 15.01.2026');
    expect(documents.textContent).toContain('Versión anterior (no registrada)');
    expect(
      within(documents)
        .getAllByRole('link', { name: /Leer la versión vigente/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/terminos-y-condiciones', '/aviso-de-privacidad', '/documentos']);
    const voluntary = screen.getByTestId('voluntary-consents');
    const buttons = within(voluntary).getAllByRole('button');
    // Marketing is on: it can be withdrawn; behavioural scoring was withdrawn on 6 March.
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Retirar mi autorización Recibir promociones (finalidades voluntarias)',
    ]);
    expect(voluntary.textContent).toMatch(/Retirada el 06\.03\.2026/);
  });

  it('shows a refusal on the form that posted it, keeping the others clean', async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    renderRoutes(
      [
        {
          path: '/profile/mis-derechos',
          Component: Rights,
          loader: () => json({ ...loaded, folio: null }),
          action: async ({ request }) => {
            posted.push(Object.fromEntries(await request.formData()));
            return json(
              {
                intent: 'access',
                values: { intent: 'access' },
                fieldErrors: {
                  password: 'La contraseña no coincide. Escríbela de nuevo para confirmar que eres tú.',
                },
              },
              { status: 400 },
            );
          },
        },
      ],
      '/profile/mis-derechos',
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Acceso: ver todos tus datos' });
    await user.type(within(section).getByLabelText('Tu contraseña'), 'equivocada');
    await user.click(within(section).getByRole('button', { name: 'Pedir mis datos' }));
    expect(await within(section).findByText(/La contraseña no coincide/)).toBeTruthy();
    const cancellation = screen.getByRole('region', { name: 'Cancelación: borrar tus datos' });
    expect(within(cancellation).queryByText(/La contraseña no coincide/)).toBeNull();
    expect(posted).toEqual([{ intent: 'access', password: 'equivocada', description: '' }]);
  });
});
