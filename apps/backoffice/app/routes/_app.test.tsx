import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../components/route-error';
import AppLayout from './_app';

afterEach(cleanup);

const layout = (notice: string | null) => ({
  user: { id: 1, name: 'Ana Admin', email: 'ana@lender.test', role: 'admin', language: 'es-MX' },
  permissions: ['dashboard.read', 'applications.queue'],
  notice,
});

function renderAfterAction(notice: string, child: () => null) {
  const Stub = createRemixStub([
    {
      path: '/',
      Component: AppLayout,
      loader: () => layout(notice),
      children: [
        {
          path: 'queue',
          Component: () => <h1>Verificación manual</h1>,
          loader: child,
          ErrorBoundary: RouteErrorBoundary,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/queue']} />);
}

describe('after an action (issue 36)', () => {
  const approved = JSON.stringify({
    key: 'backoffice:queue.approvedAs',
    params: { id: 1, amount: '$3,000.00' },
  });

  it('the flash says what the API did, over the page', async () => {
    renderAfterAction(approved, () => null);
    expect(
      await screen.findByText('Solicitud 1 aprobada por $3,000.00. El cliente ya puede firmar.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verificación manual' })).toBeTruthy();
  });

  it('a page that then fails to load keeps the flash and the frame: the action never reads as failed', async () => {
    renderAfterAction(approved, () => {
      throw new Response('boom', { status: 500 });
    });
    expect(
      await screen.findByText('Solicitud 1 aprobada por $3,000.00. El cliente ya puede firmar.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeTruthy();
    expect(
      screen.getByText('Lo que hiciste antes sí quedó guardado. Vuelve a cargar la página en un momento.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Navegación principal' }).length).toBeGreaterThan(0);
  });

  it('a record the API answered broken is marked inside the frame', async () => {
    renderAfterAction(approved, () => {
      throw new Response('malformed', { status: 502 });
    });
    expect(
      await screen.findByText(
        'Este registro tiene un dato inválido y no se puede mostrar. Lo reportamos al equipo técnico.',
      ),
    ).toBeTruthy();
  });

  it('a parameter that names words is said in them (a status the API answered)', async () => {
    renderAfterAction(
      JSON.stringify({
        key: 'backoffice:client.statusNow',
        params: { status: 'backoffice:status.client.2' },
      }),
      () => null,
    );
    expect(
      await screen.findByText('Listo: el cliente quedó «Bloqueado». El cambio quedó en la auditoría.'),
    ).toBeTruthy();
  });
});

describe('the compliance link (issue 50)', () => {
  const navWith = async (permissions: string[]) => {
    const Stub = createRemixStub([
      { path: '/', Component: AppLayout, loader: () => ({ ...layout(null), permissions }) },
    ]);
    render(<Stub initialEntries={['/']} />);
    const [nav] = await screen.findAllByRole('navigation', { name: 'Navegación principal' });
    return Array.from(nav?.querySelectorAll('a') ?? []).map((link) => link.getAttribute('href'));
  };

  it('shows to a role that may only report a worrying operation, and to the officer', async () => {
    expect(await navWith(['dashboard.read', 'compliance.raise'])).toContain('/compliance');
    cleanup();
    expect(await navWith(['compliance.read'])).toContain('/compliance');
  });

  it('hides from a role with neither permission', async () => {
    expect(await navWith(['dashboard.read'])).not.toContain('/compliance');
  });
});
