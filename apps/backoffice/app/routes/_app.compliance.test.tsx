import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Compliance from './_app.compliance';

// Issue 50: the compliance screen shows each role only what it may do: the worrying-operation form
// to any staff member with `compliance.raise`, the periodic report and the due diligence of a
// high-risk client to the officer; a produced report is said in words with its download.

afterEach(cleanup);

const match = (id: number, clientId: number, riskGrade: 'low' | 'medium' | 'high') => ({
  id,
  clientId,
  clientName: `Cliente ${clientId}`,
  list: 'pep',
  entryName: 'Persona expuesta',
  score: 91,
  reasons: ['name'],
  status: 'open',
  clearedBy: null,
  clearedReason: null,
  clearedAt: null,
  clientState: 'enhanced_review',
  riskGrade,
  riskReasons: [],
  createdAt: '2026-11-02T18:00:00.000Z',
});

function renderCompliance(
  can: { read: boolean; raise: boolean; work: boolean },
  answer: unknown = null,
  matches: unknown[] = [match(1, 7, 'high'), match(2, 8, 'medium')],
  lists: unknown[] = [],
  alerts: unknown[] = [],
) {
  const posted: FormData[] = [];
  const Stub = createRemixStub([
    {
      path: '/compliance',
      Component: Compliance,
      loader: () => ({
        alerts,
        matches: can.read ? matches : [],
        lists,
        me: 1,
        canRead: can.read,
        canRaise: can.raise,
        canWork: can.work,
        canDecide: can.work,
      }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={['/compliance']} />);
  return posted;
}

/**
 * A decision waiting for its checker (the signed-in officer is user 1): rendered with another
 * maker (5), it reads `waiting` and offers Approve, whose form names the request, and not the
 * maker's own button; rendered with user 1 as its maker, it says so and offers no Approve.
 */
async function expectCheckerFlow(
  renderWith: (makerId: number) => void,
  waiting: string,
  request: { id: string; version: string },
  makerButton: string,
) {
  renderWith(5);
  expect(await screen.findByText(waiting)).toBeTruthy();
  const approve = screen.getByRole('button', { name: 'Aprobar' });
  expect(Object.fromEntries(new FormData(approve.closest('form') as HTMLFormElement))).toMatchObject({
    intent: 'review',
    ...request,
  });
  expect(screen.queryByRole('button', { name: makerButton })).toBeNull();
  cleanup();
  renderWith(1);
  expect(await screen.findByText('La pediste tú: la aprueba otro oficial.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
}

describe('the compliance screen (issue 50)', () => {
  it('gives a staff member who may only raise an alert just that form', async () => {
    const posted = renderCompliance(
      { read: false, raise: true, work: false },
      { intent: 'raise', fields: {} },
    );
    await screen.findByRole('heading', { name: 'Reportar operación preocupante' });
    expect(screen.queryByRole('button', { name: 'Generar reporte' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.type(screen.getByLabelText('Número de cliente'), '17');
    await userEvent.type(
      screen.getByLabelText('Qué viste y por qué te preocupa'),
      'Pagó con billetes nuevos',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reportar operación' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({
      intent: 'raise',
      clientId: '17',
      description: 'Pagó con billetes nuevos',
    });
  });

  it('shows the refused client number beside its field, as typed', async () => {
    renderCompliance(
      { read: false, raise: true, work: false },
      {
        intent: 'raise',
        fields: { clientId: 'backoffice:compliance.raise.clientUnknown' },
        values: { clientId: '999', description: 'Algo raro' },
      },
    );
    await userEvent.type(await screen.findByLabelText('Número de cliente'), '999');
    await userEvent.type(screen.getByLabelText('Qué viste y por qué te preocupa'), 'Algo raro');
    await userEvent.click(screen.getByRole('button', { name: 'Reportar operación' }));
    const field = await screen.findByLabelText('Número de cliente');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      await screen.findByText('No hay ningún cliente con ese número. Revísalo en su ficha.'),
    ).toBeTruthy();
  });

  it('offers due diligence only on a high-risk client and only to the officer', async () => {
    renderCompliance({ read: true, raise: true, work: true });
    const buttons = await screen.findAllByRole('button', { name: 'Debida diligencia completada' });
    expect(buttons).toHaveLength(1);
    const form = buttons[0]?.closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ intent: 'diligence', id: '7' });
    cleanup();
    renderCompliance({ read: true, raise: false, work: false });
    await screen.findByRole('table', { name: /Coincidencias por revisar/ });
    // Each table under a heading of its own, so the page reads (and is navigated) by section.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Alertas abiertas', 'Coincidencias por revisar', 'Listas de vigilancia']),
    );
    expect(screen.queryByRole('button', { name: 'Debida diligencia completada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generar reporte' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reportar operación' })).toBeNull();
  });

  it('says the produced report in words and offers its file', async () => {
    const content = '#lender-aml-v2,periodic,2026-10-01,2026-10-31,2\n';
    renderCompliance(
      { read: true, raise: true, work: true },
      {
        intent: 'report',
        report: {
          fileName: 'pld-2026-10.csv',
          from: '2026-10-01',
          to: '2026-10-31',
          alerts: 2,
          sha256: 'ab'.repeat(32),
          content,
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generar reporte' }));
    const link = await screen.findByRole('link', { name: 'Descargar pld-2026-10.csv' });
    expect(link.getAttribute('download')).toBe('pld-2026-10.csv');
    expect(decodeURIComponent(link.getAttribute('href')?.split(',').slice(1).join(',') ?? '')).toBe(content);
    expect(
      screen.getByText('Reporte generado del 01.10.2026 al 31.10.2026. Operaciones reportadas: 2.'),
    ).toBeTruthy();
    expect(screen.getByText(`Huella SHA-256 del archivo: ${'ab'.repeat(32)}`)).toBeTruthy();
  });

  it("an alert's decision waiting for its checker: another officer approves it, its maker cannot", async () => {
    const waiting = (makerId: number) => ({
      id: 12,
      kind: 'unusual',
      rule: null,
      clientId: 3,
      clientName: 'Ana López',
      paymentId: null,
      details: {},
      description: 'Paga con tarjetas de otros',
      status: 'open',
      dueAt: null,
      raisedBy: null,
      decisionReason: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: '2026-10-02T18:00:00.000Z',
      pendingDecision: {
        approvalId: 45,
        version: 2,
        decision: 'report',
        makerId,
        reason: 'Tarjetas ajenas.',
      },
    });
    await expectCheckerFlow(
      (makerId) =>
        renderCompliance({ read: true, raise: true, work: true }, null, [], [], [waiting(makerId)]),
      'Esperando aprobación: reportarla. Motivo: «Tarjetas ajenas.».',
      { id: '45', version: '2' },
      'Pedir reportarla',
    );
  });

  it('a relevant operation can only be asked to be reported, never dismissed (ADR 378)', async () => {
    const open = (id: number, kind: 'relevant' | 'unusual') => ({
      id,
      kind,
      rule: kind === 'relevant' ? 'relevant_cash' : null,
      clientId: 3,
      clientName: 'Ana López',
      paymentId: null,
      details: {},
      description: null,
      status: 'open',
      dueAt: null,
      raisedBy: null,
      decisionReason: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: '2026-10-02T18:00:00.000Z',
      pendingDecision: null,
    });
    renderCompliance(
      { read: true, raise: true, work: true },
      null,
      [],
      [],
      [open(1, 'relevant'), open(2, 'unusual')],
    );
    expect(await screen.findAllByRole('button', { name: 'Pedir reportarla' })).toHaveLength(2);
    const dismiss = screen.getAllByRole('button', { name: 'Pedir descartarla' });
    expect(dismiss).toHaveLength(1);
    expect(new FormData(dismiss[0]?.closest('form') as HTMLFormElement).get('id')).toBe('2');
  });

  it('a blocked-list clearance waiting for its checker: another officer approves it, its maker cannot (issue 63)', async () => {
    const waiting = (makerId: number) => ({
      ...match(3, 9, 'low'),
      list: 'uif_blocked',
      clientState: 'suspended',
      pendingClearance: { approvalId: 44, version: 1, makerId, reason: 'Homónimo: otra CURP.' },
    });
    await expectCheckerFlow(
      (makerId) => renderCompliance({ read: true, raise: true, work: true }, null, [waiting(makerId)]),
      'Esperando aprobación: descartarla como falso positivo. Motivo: «Homónimo: otra CURP.».',
      { id: '44', version: '1' },
      'Falso positivo',
    );
  });
});

const version = (id: number, loadedBy: number | null, acceptedBy: number | null) => ({
  id,
  list: 'uif_blocked',
  source: `uif-${id}.csv`,
  entries: 3,
  status: 'awaiting_confirmation',
  loadedBy,
  loadedAt: '2026-11-27T18:00:00.000Z',
  acceptedBy,
  confirmedBy: null,
  confirmedAt: null,
});

describe('a list version that clears a match (two compliance users)', () => {
  it('asks the first user to accept one the system loaded, a second to confirm, and neither twice', async () => {
    renderCompliance(
      { read: true, raise: true, work: true },
      null,
      [],
      [
        version(11, null, null),
        version(12, null, 1),
        version(13, null, 2),
        version(14, 1, null),
        version(15, 2, null),
      ],
    );
    await screen.findByRole('heading', { name: 'Listas de vigilancia' });
    const rows = screen.getAllByRole('row').filter((row) => row.textContent?.includes('uif-'));
    const button = (source: string) =>
      rows.find((row) => row.textContent?.includes(source))?.querySelector('button')?.textContent ?? null;
    expect(button('uif-11.csv')).toBe('Aceptar (primero de dos usuarios)');
    expect(button('uif-12.csv')).toBeNull();
    expect(button('uif-13.csv')).toBe('Confirmar (segundo usuario)');
    expect(button('uif-14.csv')).toBeNull();
    expect(button('uif-15.csv')).toBe('Confirmar (segundo usuario)');
  });
});
