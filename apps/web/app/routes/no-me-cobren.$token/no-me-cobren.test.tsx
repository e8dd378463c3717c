import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import NoMeCobren from './route';

// Issue 66 point 2, ADR 329: the pre-notice's one-tap "no me cobren" as the borrower sees it — the
// charge in words first (a link preview cancels nothing), one button, then the confirmation; a
// charge already sent and a link that is not ours say so in words.

const charge = {
  amount: { amount: 3219.24, currency: 'MXN' },
  chargeOn: '2026-03-17',
  method: 'clabe',
  last4: '7771',
  state: 'cancellable',
} as const;

function render(loaded: unknown, posted: unknown[] = [], answer?: unknown) {
  renderRoutes(
    [
      {
        path: '/no-me-cobren/:token',
        Component: NoMeCobren,
        loader: () => json(loaded),
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return json(answer);
        },
      },
    ],
    '/no-me-cobren/12.abc',
  );
}

describe('/no-me-cobren/:token', () => {
  it('shows the charge to the centavo and cancels it with one tap', async () => {
    const posted: unknown[] = [];
    render({ state: 'ask', charge }, posted, { state: 'done', charge: { ...charge, state: 'cancelled' } });
    expect(
      await screen.findByText(/Vamos a cobrar \$3,219\.24 el .* a tu cuenta CLABE con terminación 7771/),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'No me cobren' }));
    expect(await screen.findByText(/Listo: no cobraremos \$3,219\.24/)).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a charge already sent cannot be stopped, and a foreign link is not valid', async () => {
    render({ state: 'ended', charge: { ...charge, state: 'ended' } });
    expect(await screen.findByText(/ya se envió a tu banco o ya terminó/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link that is not ours is not valid, without a button', async () => {
    render({ state: 'invalid', charge: null });
    expect(await screen.findByText(/Este enlace no es válido/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
