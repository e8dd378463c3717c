import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';

// Issue 53: a page answered 503 (the API's database restarting or failing over:
// lib/api-unavailable.server.test.ts) is the maintenance page, in Spanish, with the contact e-mail;
// no stack, no English.

afterEach(cleanup);

describe('the root of the borrower site', () => {
  it('a 503 is the maintenance page', async () => {
    const Stub = createRemixStub([
      {
        id: 'root',
        path: '/profile',
        loader: () => {
          throw new Response(null, { status: 503, headers: { 'Retry-After': '5' } });
        },
        Component: () => null,
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={['/profile']} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos dando mantenimiento' }),
    ).toBeTruthy();
    expect(document.body.textContent).toMatch(/Vuelve a intentarlo en unos minutos/);
    expect(document.body.textContent).not.toMatch(/Error|at \w+ \(|Service Unavailable/);
  });
});
