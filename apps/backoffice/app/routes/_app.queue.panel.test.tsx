import type { ManualCaseEvidence } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Queue from './_app.queue';

// Issue 48: the decision panel shows the case's evidence in words and decides it by its styled
// choices or their keys, without the client's record.

afterEach(cleanup);

const evidence: ManualCaseEvidence = {
  applicationId: 1,
  status: 14,
  requestedCentavos: 300_000,
  termDays: 14,
  payCycle: 'biweekly',
  sequenceType: 'repeated',
  appliedAt: '2026-03-02T18:00:00.000Z',
  client: {
    id: 10,
    fullName: 'Gloria Hernández García',
    status: 1,
    birthDate: '1956-04-27',
    age: 69,
    registeredAt: '2026-01-01T12:00:00.000Z',
  },
  documents: [
    {
      id: 3,
      type: 'selfie',
      contentType: 'image/jpeg',
      size: 9_000,
      uploadedAt: '2026-03-01T12:40:00.000Z',
      format: 'jpeg',
      deletedAt: null,
      url: '/web/back-office/files/3?expires=1772475000&signature=ab',
      urlExpiresAt: '2026-03-02T18:10:00.000Z',
    },
    {
      id: 2,
      type: 'id_front',
      contentType: 'image/jpeg',
      size: 9_000,
      uploadedAt: '2026-03-01T12:30:00.000Z',
      format: 'jpeg',
      deletedAt: null,
      url: '/web/back-office/files/2?expires=1772475000&signature=cd',
      urlExpiresAt: '2026-03-02T18:10:00.000Z',
    },
  ],
  curp: {
    masked: 'HEGG**********RL04',
    structure: 'pass',
    checkDigit: 'pass',
    name: 'fail',
    birthDate: 'pass',
    state: 'Veracruz',
  },
  rfc: { value: 'HEGG560427MS8', structure: 'pass', matchesCurp: 'unknown' },
  identityVerification: 'pending',
  employment: {
    status: 'employed',
    position: 'sales',
    companyName: 'Tienda del Centro',
    monthlyIncomeCentavos: 1_200_000,
    monthlyExpensesCentavos: null,
    payCycle: 'biweekly',
    nextPayDate: '2026-03-13',
  },
  bankLink: {
    status: 'linked',
    institution: 'Banorte',
    monthlyIncomeCentavos: 1_150_000,
    incomeMonths: 6,
    incomeRegularity: 0.9,
    accounts: 2,
    balanceCentavos: 300_000,
    linkedAt: '2026-03-01T13:00:00.000Z',
  },
  scoring: {
    juicyScore: { score: 812, verdict: 'allow' },
    helloSoda: null,
    iovation: { verdict: 'review' },
    behaviouralData: true,
  },
  decision: {
    id: 4,
    applicationId: 1,
    outcome: 14,
    reasons: [
      { rule: 'income', code: 'decision.incomeTooLow', params: { income: 300_000, min: 400_000 } },
      { rule: 'documents', code: 'decision.idDocumentMissing', params: { evidence: 'missing' } },
    ],
    inputs: {},
    ruleSet: 'v2-2026-11',
    decidedBy: 'engine',
    offeredCentavos: null,
    createdAt: '2026-03-02T18:00:00.000Z',
  },
  history: {
    applications: [{ id: 9, status: 4, amountCentavos: 200_000, createdAt: '2026-01-02T18:00:00.000Z' }],
    loans: [
      {
        id: 5,
        status: 5,
        principalCentavos: 200_000,
        dueDate: '2026-01-16',
        overdueDays: 0,
        closedAt: '2026-01-15T18:00:00.000Z',
      },
    ],
  },
  duplicates: [{ clientId: 8, fullName: 'Rosa Luna', status: 2, matches: ['device', 'name_birth_date'] }],
};

function renderPanel(options: { canContact?: boolean } = {}) {
  const posted: FormData[] = [];
  const Stub = createRemixStub([
    {
      path: '/queue',
      Component: Queue,
      loader: () => ({
        items: [
          {
            id: 1,
            clientId: 10,
            clientName: 'Gloria Hernández García',
            amount: { amount: 3000, currency: 'MXN' as const },
            reasons: ['decision.incomeTooLow'],
            waitingSince: '2026-03-02T18:00:00Z',
            claim: { userId: 7, name: 'Ana' },
          },
        ],
        pagination: { page: 1, perPage: 50, total: 1, count: 1, totalPages: 1 },
        canDecide: true,
        canClaim: true,
        canContact: options.canContact ?? false,
        invalidRows: [],
        me: 7,
        evidence: { ok: true, evidence },
      }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/queue?open=1']} />);
  return posted;
}

describe('the decision panel of a manual case', () => {
  it('shows the ID and the selfie as thumbnails that open full size, and says what is missing', async () => {
    renderPanel();
    const front = await screen.findByRole('button', {
      name: 'Ver Identificación (frente) en tamaño completo',
    });
    expect(front.querySelector('img')?.getAttribute('src')).toBe(evidence.documents[1]?.url);
    expect(screen.getByRole('button', { name: 'Ver Selfie en tamaño completo' })).toBeTruthy();
    expect(screen.getByText('Identificación (reverso): sin archivo.')).toBeTruthy();
    // The full-size view holds the photo itself and a way out.
    const viewer = front.closest('figure')?.querySelector('dialog');
    expect(viewer?.querySelector('img')?.getAttribute('src')).toBe(evidence.documents[1]?.url);
  });

  it('reads the identity checks, income, bank link and scoring in words, the CURP masked', async () => {
    renderPanel();
    await screen.findByText('HEGG**********RL04');
    const curpChecks = screen.getByRole('list', { name: 'CURP' });
    expect(within(curpChecks).getByText(/No coincide con el nombre/)).toBeTruthy();
    expect(within(curpChecks).getByText(/Dígito verificador correcto/)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'RFC calculado' })).getByText(/No se pudo comprobar/),
    ).toBeTruthy();
    expect(screen.getByText('HEGG560427MS8')).toBeTruthy();
    expect(screen.getByText('Nacimiento: Veracruz')).toBeTruthy();
    expect(screen.getByText(formatMoney(1_200_000))).toBeTruthy();
    expect(screen.getByText('Empleado formal (con nómina)')).toBeTruthy();
    expect(screen.getByText('Banorte')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getByText('812')).toBeTruthy();
    expect(screen.getByText('Pide revisión')).toBeTruthy();
  });

  it('says the engine’s reasons in words with their figures, the history and the related clients', async () => {
    renderPanel();
    const reasons = await screen.findByRole('region', { name: 'Por qué está en revisión' });
    expect(reasons.textContent).toContain(
      `Ingresos: Ingresos insuficientes. Ingreso mensual de ${formatMoney(300_000)}; el mínimo es ${formatMoney(400_000)}.`,
    );
    expect(reasons.textContent).toContain('No ha subido el frente de su identificación oficial.');
    const related = screen.getByRole('region', { name: 'Otros clientes relacionados' });
    expect(within(related).getByRole('link', { name: 'Rosa Luna' }).getAttribute('href')).toBe('/clients/8');
    expect(related.textContent).toContain('Mismo dispositivo');
    expect(related.textContent).toContain('Mismo nombre y fecha de nacimiento');
    expect(screen.getByRole('link', { name: 'Préstamo 5' }).getAttribute('href')).toBe('/loans/5');
    // Words, not codes.
    const panel = screen.getByRole('region', { name: 'Evidencia de la solicitud' });
    expect(panel.textContent).not.toMatch(/decision\.|employed|biweekly|id_front|name_birth_date|allow\b/);
  });

  it('draws the choices with their keys as key badges, named for screen readers', async () => {
    renderPanel();
    const approve = await screen.findByRole('radio', { name: 'Aprobar' });
    expect(approve.getAttribute('aria-keyshortcuts')).toBe('a');
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    const described = (approve.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Atajo de teclado: A');
    const keys = [...document.querySelectorAll('.bo-choices kbd')].map((kbd) => kbd.textContent);
    expect(keys).toEqual(['A', 'D', 'R']);
    for (const kbd of document.querySelectorAll('.bo-choices kbd'))
      expect(kbd.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('chooses with a key (d asks for the lower amount, r for the reason) and decides with the button', async () => {
    const posted = renderPanel();
    await screen.findByRole('radio', { name: 'Aprobar' });
    const user = userEvent.setup();
    await user.keyboard('d');
    await waitFor(() => expect(document.activeElement?.id).toBe('decide-amount'));
    expect((screen.getByRole('radio', { name: 'Aprobar con monto menor' }) as HTMLInputElement).checked).toBe(
      true,
    );
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('r');
    await waitFor(() => expect(document.activeElement?.id).toBe('decide-reason'));
    expect((screen.getByRole('radio', { name: 'Rechazar' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('Sin ingresos comprobables');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] ?? [])).toMatchObject({
      intent: 'decide',
      applicationId: '1',
      decision: 'reject',
      reason: 'Sin ingresos comprobables',
    });
  });

  it('offers the whole CURP (an audited read) only to a role that may see it', async () => {
    renderPanel({ canContact: false });
    await screen.findByText('HEGG**********RL04');
    expect(screen.queryByRole('button', { name: 'Ver teléfono y CURP completos' })).toBeNull();
    cleanup();
    renderPanel({ canContact: true });
    expect(await screen.findByRole('button', { name: 'Ver teléfono y CURP completos' })).toBeTruthy();
  });
});
