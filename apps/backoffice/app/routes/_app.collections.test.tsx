import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CollectionsQueue from './_app.collections._index';
import CollectionsCase from './_app.collections.$id';

afterEach(cleanup);

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const item = (loanId: number, name: string, claim: { userId: number; name: string } | null = null) => ({
  loanId,
  clientId: loanId * 10,
  clientName: name,
  bucket: '8-30' as const,
  overdueDays: 12,
  dueDate: '2026-03-16',
  balance: money(3450.5),
  claim: claim && { loanId, ...claim, claimedAt: '2026-03-20T18:00:00Z' },
  promise: null,
  brokenPromise: loanId === 3,
  lastContactAt: null,
});

describe('the collections queue from the keyboard', () => {
  it('moves with j/k and claims the focused case with Enter; marks a broken promise', async () => {
    const posted: FormData[] = [];
    const Stub = createRemixStub([
      {
        path: '/collections',
        Component: CollectionsQueue,
        loader: () => ({
          items: [item(1, 'Ana'), item(2, 'Beto'), item(3, 'Carla')],
          filters: { bucket: undefined, claim: 'all', sort: '-overdueDays' },
          pagination: { page: 1, perPage: 50, total: 3, count: 3, totalPages: 1 },
          me: 7,
          canWork: true,
          canExport: true,
        }),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
      },
    ]);
    render(<Stub initialEntries={['/collections']} />);
    await screen.findByText('Ana');
    expect(screen.getByText('Promesa incumplida')).toBeTruthy();
    expect(screen.getAllByText('$3,450.50').length).toBe(3);
    const user = userEvent.setup();
    await user.keyboard('j');
    expect(document.activeElement?.getAttribute('data-loan-id')).toBe('1');
    await user.keyboard('jj');
    expect(document.activeElement?.getAttribute('data-loan-id')).toBe('3');
    await user.keyboard('k');
    expect(document.activeElement?.getAttribute('data-loan-id')).toBe('2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('intent')).toBe('claim');
    expect(posted[0]?.get('loanId')).toBe('2');
  });
});

const casePage = (claim: { userId: number; name: string } | null) => ({
  item: {
    ...item(5, 'Dora López', claim),
    status: 4,
    breakdown: [
      { account: 'principal_receivable', amount: money(3000) },
      { account: 'fee_receivable:late_fee', amount: money(450.5) },
    ],
    phone: '+525512345678',
    email: 'dora@correo.test',
    payments: [],
    contacts: [
      {
        id: 1,
        contactedAt: '2026-03-20T18:00:00Z',
        channel: 'call',
        direction: 'outbound',
        result: 'no_answer',
        address: 'phone',
        note: null,
        collector: { id: 7, name: 'Ana Cobranza' },
        balance: money(3450.5),
      },
    ],
    promises: [],
    notes: [],
    plans: [
      {
        id: 4,
        loanId: 12,
        status: 'requested' as const,
        reason: 'job_loss' as const,
        offered: false,
        instalments: [
          { dueDate: '2026-03-27', amount: money(1725.25), paid: false },
          { dueDate: '2026-04-11', amount: money(1725.25), paid: false },
        ],
        total: money(3450.5),
        requestedOn: '2026-03-20',
        startedOn: null,
        watchUntil: null,
        endedOn: null,
      },
    ],
    templates: [
      {
        id: 4,
        name: 'Recordatorio amable',
        channel: 'sms' as const,
        body: 'Hola {firstName}, tu pago de {amount} vence el {dueDate}.',
        approved: true,
        approvedAt: '2026-03-01T18:00:00Z',
        createdAt: '2026-02-28T18:00:00Z',
      },
      {
        id: 6,
        name: 'Correo de aviso',
        channel: 'email' as const,
        body: 'Hola {firstName}, te recordamos tu pago: {link}',
        approved: true,
        approvedAt: '2026-03-01T18:00:00Z',
        createdAt: '2026-02-28T18:00:00Z',
      },
    ],
    allowance: {
      insideWindow: true,
      opensAt: '2026-03-20T18:00:00Z',
      today: { used: 1, limit: 3 },
      week: { used: 1, limit: 7 },
    },
  },
  me: 7,
  canWork: true,
});

describe('a collections case', () => {
  it("shows the borrower's own phone, the breakdown and the contacts in words, and logs a promise", async () => {
    const posted: FormData[] = [];
    const Stub = createRemixStub([
      {
        path: '/collections/:id',
        Component: CollectionsCase,
        loader: () => casePage({ userId: 7, name: 'Ana Cobranza' }),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return {
            intent: 'contact',
            key: 'backoffice:collections.refusedLimitDay',
            params: { count: 3, period: 'day', limit: 3 },
          };
        },
      },
    ]);
    render(<Stub initialEntries={['/collections/5']} />);
    await screen.findByRole('heading', { name: 'Caso de cobranza · préstamo 5' });
    expect(screen.getByRole('link', { name: '+52 (55) 1234-5678' })).toBeTruthy();
    expect(screen.getByText('Intereses moratorios')).toBeTruthy();
    // Issue 52: the borrower's requested payment plan, with its instalments and the decision buttons.
    expect(screen.getByText('Solicitado por el cliente')).toBeTruthy();
    expect(screen.getByText('$1,725.25 el 11.04.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprobar plan' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Sin respuesta' })).toBeTruthy();
    expect(
      screen.getByText('Hoy: 1 de 3 contactos · últimos 7 días: 1 de 7.', { exact: false }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Resultado'), 'promised');
    await user.type(screen.getByLabelText('Fecha prometida'), '2026-03-25');
    await user.type(screen.getByLabelText('Monto prometido (pesos)'), '500');
    await user.click(screen.getByRole('button', { name: 'Registrar contacto' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] as FormData)).toMatchObject({
      intent: 'contact',
      channel: 'call',
      direction: 'outbound',
      result: 'promised',
      to: '+525512345678',
      promiseDate: '2026-03-25',
      promiseAmount: '500',
    });
    expect(
      await screen.findByText(
        'No se registró: este préstamo ya llegó al límite diario de contactos de cobranza (hoy: 3; límite: 3).',
      ),
    ).toBeTruthy();
  });

  it('hides the contact form from a case another collector works, offering to take it over', async () => {
    const Stub = createRemixStub([
      {
        path: '/collections/:id',
        Component: CollectionsCase,
        loader: () => casePage({ userId: 9, name: 'Beto Cobranza' }),
      },
    ]);
    render(<Stub initialEntries={['/collections/5']} />);
    await screen.findByText('Lo trabaja Beto Cobranza');
    expect(screen.queryByRole('button', { name: 'Registrar contacto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tomar de otro' })).toBeTruthy();
  });
});

describe('the template picker of a collections case (issue 66)', () => {
  function renderCase(answer: Record<string, unknown> | null = null) {
    const posted: FormData[] = [];
    const Stub = createRemixStub([
      {
        path: '/collections/:id',
        Component: CollectionsCase,
        loader: () => casePage({ userId: 7, name: 'Ana Cobranza' }),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return answer;
        },
      },
    ]);
    render(<Stub initialEntries={['/collections/5']} />);
    return posted;
  }

  it("is offered only for an outbound SMS, e-mail or WhatsApp, with its own channel's templates", async () => {
    renderCase();
    await screen.findByRole('heading', { name: 'Caso de cobranza · préstamo 5' });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Plantilla')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Canal'), 'sms');
    const picker = screen.getByLabelText('Plantilla') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Elige una plantilla',
      'Recordatorio amable · SMS',
    ]);
    await user.selectOptions(picker, '4');
    expect(screen.getByText('Hola {firstName}, tu pago de {amount} vence el {dueDate}.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Dirección'), 'inbound');
    expect(screen.queryByLabelText('Plantilla')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Dirección'), 'outbound');
    await user.selectOptions(screen.getByLabelText('Canal'), 'whatsapp');
    expect(screen.getByText('No hay plantillas aprobadas para este canal.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Canal'), 'call');
    expect(screen.queryByLabelText('Plantilla')).toBeNull();
  });

  it("posts the chosen template and shows a missing one as its field's error", async () => {
    const posted = renderCase({
      intent: 'contact',
      fields: { templateId: 'backoffice:contactTemplates.picker.required' },
      values: { channel: 'email', direction: 'outbound', result: 'reached', templateId: '' },
    });
    await screen.findByRole('heading', { name: 'Caso de cobranza · préstamo 5' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Canal'), 'email');
    await user.selectOptions(screen.getByLabelText('Plantilla'), '6');
    await user.click(screen.getByRole('button', { name: 'Registrar contacto' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] as FormData)).toMatchObject({
      channel: 'email',
      direction: 'outbound',
      templateId: '6',
      to: 'dora@correo.test',
    });
    expect(
      await screen.findByText(
        'Elige una plantilla aprobada: un SMS, correo o WhatsApp de cobranza solo sale de una plantilla.',
      ),
    ).toBeTruthy();
  });

  it('says a refusal of the reachability rules beside the form, in words', async () => {
    renderCase({
      intent: 'contact',
      key: 'backoffice:contactTemplates.refused.needsReverification',
      params: { lastActiveOn: '28.09.2026' },
      values: { channel: 'call', direction: 'outbound', result: 'reached' },
    });
    await screen.findByRole('heading', { name: 'Caso de cobranza · préstamo 5' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar contacto' }));
    const said = await screen.findByText(
      /lleva 60 días o más sin actividad del cliente \(la última, el 28\.09\.2026\)/,
    );
    expect(said.closest('section')?.getAttribute('aria-labelledby')).toBe('log-title');
    expect(document.body.textContent).not.toContain('contact_needs_reverification');
  });
});
