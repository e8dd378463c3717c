import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import Profile from './profile/route';
import Rfc from './profile_.rfc/route';

// Issue 51: the borrower's RFC as the borrower sees it (the loader and action against the real API:
// routes/profile_.rfc/rfc.server.test.ts).

const me = {
  firstName: 'Gloria',
  middleName: null,
  lastName: 'Hernández',
  secondLastName: 'García',
  birthDate: '1956-04-27',
  email: 'gloria@example.mx',
  info: { mobilePhone: { number: '5512345678' } },
  bankAccountMasked: null,
  hasActiveLoan: false,
};

describe('/profile/rfc', () => {
  it('is linked from the profile, which shows the RFC saved', async () => {
    renderRoutes(
      [
        {
          path: '/profile',
          Component: Profile,
          loader: () =>
            json({
              me: { ...me, rfc: 'HEGG560427574' },
              consents: [],
              documents: [],
              referrals: [],
              card: null,
              changed: null,
            }),
        },
      ],
      '/profile',
    );
    expect(await screen.findByText('HEGG560427574')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Cambiar RFC' });
    expect(link.getAttribute('href')).toBe('/profile/rfc');
  });

  it('posts the RFC, shows each disagreement on the field, then what was saved with its notice', async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    let stored: string | null = null;
    renderRoutes(
      [
        {
          path: '/profile/rfc',
          Component: Rfc,
          loader: () => json({ rfc: stored }),
          action: async ({ request }) => {
            const form = Object.fromEntries(await request.formData());
            posted.push(form);
            if (form.rfc === 'HEGL560427574') {
              return json(
                {
                  fieldErrors: { rfc: 'Por tu nombre y apellidos, tu RFC empieza con HEGG, no con HEGL.' },
                  values: { rfc: form.rfc },
                },
                { status: 400 },
              );
            }
            stored = String(form.rfc);
            return json({
              fieldErrors: {},
              done: 'saved',
              notice: 'La homoclave de tu RFC (A1) no es la que da tu nombre (57).',
            });
          },
        },
      ],
      '/profile/rfc',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu RFC' })).toBeTruthy();
    expect(
      screen.getByText(/las facturas \(CFDI\) de los intereses y comisiones que pagas salen a tu nombre/),
    ).toBeTruthy();
    // Nothing saved yet: nothing to remove.
    expect(screen.queryByRole('button', { name: 'Quitar mi RFC' })).toBeNull();

    const user = userEvent.setup();
    const field = screen.getByLabelText(/RFC con homoclave/) as HTMLInputElement;
    await user.type(field, 'HEGL560427574');
    await user.click(screen.getByRole('button', { name: 'Guardar RFC' }));
    expect(
      await screen.findByText('Por tu nombre y apellidos, tu RFC empieza con HEGG, no con HEGL.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/RFC con homoclave/) as HTMLInputElement).value).toBe('HEGL560427574');

    const again = screen.getByLabelText(/RFC con homoclave/) as HTMLInputElement;
    await user.clear(again);
    await user.type(again, 'HEGG560427A15');
    await user.click(screen.getByRole('button', { name: 'Guardar RFC' }));
    expect(await screen.findByText('Listo, guardamos tu RFC.')).toBeTruthy();
    expect(screen.getByText(/La homoclave de tu RFC \(A1\)/)).toBeTruthy();
    expect(screen.getByTestId('rfc').textContent).toBe('HEGG560427A15');
    expect(screen.getByRole('button', { name: 'Quitar mi RFC' })).toBeTruthy();
    expect(posted.map((form) => form.rfc)).toEqual(['HEGL560427574', 'HEGG560427A15']);
  });
});
