import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';

// Issue 53: a page answered 503 (the API's database restarting or failing over:
// server/unavailable.server.test.ts) says it could not load, that what was saved is safe, and
// offers to load it again — never "Algo salió mal: 503".

afterEach(cleanup);

function renderThrown(response: Response, path: string) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/clients',
      loader: () => {
        throw response;
      },
      Component: () => null,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('the root of the back-office', () => {
  it('a 503 is a page to load again, in words', async () => {
    renderThrown(new Response(null, { status: 503, headers: { 'Retry-After': '5' } }), '/clients?q=ana');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Lo que hiciste antes sí quedó guardado. Vuelve a cargar la página en un momento.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a cargar' }).getAttribute('href')).toBe('/clients?q=ana');
    expect(document.body.textContent).not.toMatch(/503|Algo salió mal/);
  });

  it('another failure still says so', async () => {
    renderThrown(new Response(null, { status: 500 }), '/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal: 500' })).toBeTruthy();
  });
});
