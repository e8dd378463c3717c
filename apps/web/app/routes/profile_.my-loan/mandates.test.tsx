import type { Mandate } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { Mandates } from './Mandates';

// Issue 66, ADR 325: "Tus domiciliaciones" shows each mandate in words (method, last four digits,
// maximum per charge, the text accepted) with a one-tap "Revocar" that posts its id; a revoked one
// has no button; a charge already sent when revoking is reported.

const active: Mandate = {
  id: 7,
  loanId: 3,
  method: 'clabe',
  last4: '7771',
  maxAmount: { amount: 3450.5, currency: 'MXN' },
  coversFrom: '2026-03-16',
  coversTo: '2026-04-16',
  preNoticeDays: 2,
  status: 'active',
  revokedReason: null,
  acceptedAt: '2026-03-02T18:00:00Z',
  revokedAt: null,
  text: 'Autorización, versión 2026-11-28\nAutorizo a Lender a cargar a mi cuenta CLABE con terminación 7771.\nCada cargo será de como máximo $3,450.50.\n',
  textVersion: '2026-11-28',
  textSha256: 'a'.repeat(64),
  inParts: false,
  charges: [],
};

function render(
  mandates: Mandate[],
  posted: FormData[] = [],
  revoked?: { inFlight: { amount: { amount: number; currency: 'MXN' }; chargeOn: string } | null },
) {
  renderRoutes(
    [
      {
        path: '/profile/my-loan',
        Component: () => <Mandates mandates={mandates} revoked={revoked} busy={false} />,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return json({ fieldErrors: {}, intent: 'mandate-revoke' });
        },
      },
    ],
    '/profile/my-loan',
  );
}

describe('"Tus domiciliaciones" on my loan', () => {
  it('shows the mandate in words and revokes it with one tap', async () => {
    const posted: FormData[] = [];
    render([active], posted);
    expect(
      await screen.findByText(/cuenta CLABE con terminación 7771, hasta \$3,450\.50 por cargo/),
    ).toBeTruthy();
    expect(screen.getByText(/Cada cargo será de como máximo \$3,450\.50/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revocar' }));
    await screen.findByRole('button', { name: 'Revocar' });
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({ intent: 'mandate-revoke', id: '7' });
  });

  it('has no button on a revoked mandate, and reports a charge already sent', async () => {
    render(
      [{ ...active, status: 'revoked', revokedReason: 'borrower', revokedAt: '2026-03-10T18:00:00Z' }],
      [],
      { inFlight: { amount: { amount: 250, currency: 'MXN' }, chargeOn: '2026-03-16' } },
    );
    expect(await screen.findByText(/Un cargo de \$250\.00 ya se había enviado/)).toBeTruthy();
    expect(screen.getByText(/Cancelada el/)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows nothing without mandates', () => {
    render([]);
    expect(screen.queryByText('Tus domiciliaciones')).toBeNull();
  });
});
