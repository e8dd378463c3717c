import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { renderRoutes } from '../test/render';
import Profile from './profile/route';
import Notifications from './profile_.notifications/route';
import Unsubscribe from './unsubscribe.$token/route';

// Issue 38: the borrower's notice preferences and the one-link unsubscribe, as the borrower sees
// them (the loaders and actions against the real API: lib/notices.server.test.ts).

const preferences = { channel: 'both', marketingOptIn: false };

describe('/profile/notifications', () => {
  it('is linked from the profile', async () => {
    const me = {
      firstName: 'Ana',
      middleName: null,
      lastName: 'López',
      secondLastName: null,
      birthDate: '1990-05-14',
      email: 'ana@example.mx',
      info: { mobilePhone: { number: '5512345678' } },
      bankAccountMasked: null,
      hasActiveLoan: false,
    };
    renderRoutes(
      [
        {
          path: '/profile',
          Component: Profile,
          loader: () => json({ me, consents: [], documents: [], referrals: [], card: null, changed: null }),
        },
      ],
      '/profile',
    );
    const link = await screen.findByRole('link', { name: 'Notificaciones y promociones' });
    expect(link.getAttribute('href')).toBe('/profile/notifications');
  });

  it('says service notices cannot be turned off, posts the channel and the opt-in, and confirms', async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    renderRoutes(
      [
        {
          path: '/profile/notifications',
          Component: Notifications,
          loader: () => json({ preferences, hasEmail: true }),
          action: async ({ request }) => {
            posted.push(Object.fromEntries(await request.formData()));
            return json({ fieldErrors: {}, saved: { channel: 'sms', marketingOptIn: true } });
          },
        },
      ],
      '/profile/notifications',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    expect(
      screen.getByText(/aprobación, envío del dinero, pagos y recordatorios\) no se pueden desactivar/),
    ).toBeTruthy();
    expect((screen.getByLabelText('SMS y correo') as HTMLInputElement).checked).toBe(true);
    const optIn = screen.getByLabelText('Quiero recibir promociones por correo') as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    // There is no way to switch service notices off: three channels, no "none".
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'sms',
      'email',
      'both',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('SMS'));
    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('Listo, guardamos tus preferencias.')).toBeTruthy();
    expect(posted).toEqual([expect.objectContaining({ channel: 'sms', marketingOptIn: 'on' })]);
    // The form now shows what the API stored.
    expect((screen.getByLabelText('SMS') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Quiero recibir promociones por correo') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the field error and the form error in Spanish, keeping what was posted', async () => {
    renderRoutes(
      [
        {
          path: '/profile/notifications',
          Component: Notifications,
          loader: () => json({ preferences: { channel: 'email', marketingOptIn: true }, hasEmail: false }),
          action: () =>
            json({
              fieldErrors: { channel: 'Elige cómo quieres recibir los avisos de tu préstamo.' },
              formError: 'Algo salió mal. Inténtalo de nuevo.',
              values: { channel: '', marketingOptIn: '' },
            }),
        },
      ],
      '/profile/notifications',
    );
    // Without an e-mail the page says notices go by SMS meanwhile.
    expect(await screen.findByText(/Aún no registras un correo/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Quiero recibir promociones por correo'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('Elige cómo quieres recibir los avisos de tu préstamo.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Algo salió mal. Inténtalo de nuevo.');
    expect(screen.queryByText('Listo, guardamos tus preferencias.')).toBeNull();
    expect((screen.getByLabelText('Quiero recibir promociones por correo') as HTMLInputElement).checked).toBe(
      false,
    );
  });
});

describe('/unsubscribe/:token', () => {
  it('asks first, unsubscribes with a plain form post and confirms', async () => {
    let posts = 0;
    renderRoutes(
      [
        {
          path: '/unsubscribe/:token',
          Component: Unsubscribe,
          loader: () => json({ state: 'ask' }),
          action: () => {
            posts += 1;
            return json({ state: 'done' });
          },
        },
      ],
      '/unsubscribe/7.abc',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Dejar de recibir promociones?' }),
    ).toBeTruthy();
    expect(posts).toBe(0);
    const button = screen.getByRole('button', { name: 'Sí, dejar de recibir promociones' });
    expect(button.closest('form')?.getAttribute('method')).toBe('post');
    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Listo, ya no recibirás promociones' }),
    ).toBeTruthy();
    expect(posts).toBe(1);
    const link = screen.getByRole('link', { name: 'Ir a mis notificaciones' });
    expect(inject('siteRoutes').some((route) => route.path === link.getAttribute('href'))).toBe(true);
  });

  it.each([
    ['invalid', 'Este enlace no es válido', /está incompleto o cambió/],
    ['unavailable', '¿Dejar de recibir promociones?', /No pudimos revisar tu enlace/],
  ])('a %s link says so in words, with no button', async (state, title, text) => {
    renderRoutes(
      [{ path: '/unsubscribe/:token', Component: Unsubscribe, loader: () => json({ state }) }],
      '/unsubscribe/forged',
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(text);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
