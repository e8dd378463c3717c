import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Login from './login';

afterEach(cleanup);

function stub(step: 'password' | 'totp', error?: { key: string; seconds?: number }) {
  return createRemixStub([
    {
      path: '/login',
      Component: Login,
      loader: () => ({ step, notice: null }),
      action: () => ({ error }),
    },
  ]);
}

describe('the login page', () => {
  it('asks for e-mail and password first, with labelled fields', async () => {
    const Stub = stub('password');
    render(<Stub initialEntries={['/login']} />);
    expect(await screen.findByRole('heading', { name: 'Entra al back-office' })).toBeTruthy();
    expect(screen.getByLabelText('Correo').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Contraseña').getAttribute('type')).toBe('password');
  });

  it('says plainly how long a locked account waits, as an alert', async () => {
    const Stub = stub('totp', { key: 'backoffice:auth.lockedFor', seconds: 60 });
    render(<Stub initialEntries={['/login']} />);
    const code = await screen.findByLabelText('Código de tu app de autenticación');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demasiados intentos. Podrás volver a intentarlo en 60 s.',
    );
  });
});
