import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ContactTemplates from './_app.collections.templates';

// Issue 66 point 6: the template library lists every template with its channel and status in
// words, and files a new one; a text the rule list refused names the rule and keeps what was typed.

afterEach(cleanup);

const template = (id: number, status: string, channel: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Plantilla ${id}`,
  channel,
  body: `Hola {firstName}, texto ${id}.`,
  approved: status === 'approved',
  approvedAt: status === 'approved' ? '2026-11-20T18:30:00.000Z' : null,
  createdAt: '2026-11-19T05:30:00.000Z',
  status,
  decisionReason: null,
  ...extra,
});

const library = (canFile: boolean) => ({
  templates: [
    template(3, 'pending', 'whatsapp'),
    template(2, 'rejected', 'email', { decisionReason: 'Suena a amenaza' }),
    template(1, 'approved', 'sms'),
  ],
  canFile,
});

function renderLibrary(canFile: boolean, answer: Record<string, unknown> | null = null) {
  const posted: FormData[] = [];
  const Stub = createRemixStub([
    {
      path: '/collections/templates',
      Component: ContactTemplates,
      loader: () => library(canFile),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={['/collections/templates']} />);
  return posted;
}

describe('the template library', () => {
  it('lists each template with its channel and status in words, dates as Mexico writes them', async () => {
    renderLibrary(true);
    await screen.findByRole('heading', { name: 'Plantillas de cobranza', level: 1 });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'WhatsApp',
      'Correo',
      'SMS',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Pendiente de aprobación')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Rechazada')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Motivo: Suena a amenaza')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Aprobada')).toBeTruthy();
    // 18:30 UTC is 12:30 in Mexico City; 05:30 UTC on the 19th is still the 18th there.
    expect(within(rows[2] as HTMLElement).getByText(/El 20\.11\.2026 12:30/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/18\.11\.2026/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/pending|rejected|approved|whatsapp/);
  });

  it('files a template with its name, channel, text and reason', async () => {
    const posted = renderLibrary(true);
    await screen.findByRole('heading', { name: 'Proponer una plantilla' });
    // The hint names each placeholder as a template writes it.
    expect(document.body.textContent).toContain('{firstName} (nombre del cliente), {amount} (monto)');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nombre'), 'Recordatorio amable');
    await user.selectOptions(screen.getByLabelText('Canal'), 'email');
    await user.type(screen.getByLabelText('Texto'), 'Hola, tu pago vence pronto.');
    await user.type(screen.getByLabelText('Para qué sirve (lo lee quien aprueba)'), 'Aviso previo');
    await user.click(screen.getByRole('button', { name: 'Enviar a aprobación' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({
      name: 'Recordatorio amable',
      channel: 'email',
      body: 'Hola, tu pago vence pronto.',
      reason: 'Aviso previo',
    });
  });

  it('names the broken rule beside the text and keeps what was typed', async () => {
    const typed = 'Hola {firstName}, le avisaremos a tu mamá.';
    renderLibrary(true, {
      intent: 'file',
      key: 'backoffice:contactTemplates.ruleBroken',
      params: { match: 'mama' },
      fields: { body: 'backoffice:contactTemplates.rules.family' },
      values: { name: 'Aviso', channel: 'whatsapp', body: typed, reason: 'Aviso previo' },
    });
    await screen.findByRole('heading', { name: 'Proponer una plantilla' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nombre'), 'Aviso');
    await user.selectOptions(screen.getByLabelText('Canal'), 'whatsapp');
    await user.type(screen.getByLabelText('Texto'), typed.replace(/[{]/g, '{{'));
    await user.type(screen.getByLabelText('Para qué sirve (lo lee quien aprueba)'), 'Aviso previo');
    await user.click(screen.getByRole('button', { name: 'Enviar a aprobación' }));
    expect(
      await screen.findByText(
        'El texto menciona a la familia del cliente. Solo se habla del cliente y su deuda.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Lo que la rompe: «mama»/)).toBeTruthy();
    expect((screen.getByLabelText('Texto') as HTMLTextAreaElement).value).toBe(typed);
    expect((screen.getByLabelText('Canal') as HTMLSelectElement).value).toBe('whatsapp');
  });

  it('hides the form from a role that may only read', async () => {
    renderLibrary(false);
    await screen.findByRole('heading', { name: 'Plantillas de cobranza', level: 1 });
    expect(screen.queryByRole('button', { name: 'Enviar a aprobación' })).toBeNull();
    expect(screen.queryByLabelText('Texto')).toBeNull();
  });
});
