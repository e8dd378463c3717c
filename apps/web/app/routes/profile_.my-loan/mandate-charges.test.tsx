import type { Mandate, ScheduledCharge } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { Mandates } from './Mandates';

// Issue 66 point 2, ADR 329: under each mandate, "Tus cargos en día de pago" lists every attempt
// — amount to the centavo, date, attempt and outcome in words, never a raw code.

const charge = (over: Partial<ScheduledCharge>): ScheduledCharge => ({
  id: 1,
  loanId: 3,
  method: 'clabe',
  last4: '7771',
  amount: { amount: 3219.24, currency: 'MXN' },
  chargeOn: '2026-03-17',
  part: 1,
  attempt: 1,
  status: 'planned',
  declineKind: null,
  ...over,
});

const mandate = (charges: ScheduledCharge[]): Mandate => ({
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
  text: 'Autorización, versión 2026-11-28\nAutorizo a Lender a cargar a mi cuenta CLABE con terminación 7771.\n',
  textVersion: '2026-11-28',
  textSha256: 'a'.repeat(64),
  inParts: false,
  charges,
});

function render(charges: ScheduledCharge[]) {
  renderRoutes(
    [{ path: '/profile/my-loan', Component: () => <Mandates mandates={[mandate(charges)]} busy={false} /> }],
    '/profile/my-loan',
  );
}

describe('"Tus cargos en día de pago" on my loan', () => {
  it('lists each attempt with its amount, date and outcome in words', async () => {
    render([
      charge({ id: 1, status: 'declined', declineKind: 'insufficient_funds' }),
      charge({ id: 2, attempt: 2, chargeOn: '2026-03-31', status: 'paid' }),
    ]);
    expect(await screen.findByText('Tus cargos en día de pago')).toBeTruthy();
    // Which payday sets them (ADR 340): the proven one, else the declared one.
    expect(
      screen.getByText(/^Los cargos se hacen en tus días de pago: los que comprobaste con tus recibos/),
    ).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/\$3,219\.24/);
    expect(rows[0]).toMatch(/Intento 1/);
    expect(rows[0]).toMatch(/Fondos insuficientes: lo intentamos en tu siguiente día de pago/);
    expect(rows[1]).toMatch(/Intento 2 · Cobrado: tu pago se registró/);
    expect(rows.join(' ')).not.toMatch(/insufficient_funds|paid|declined/);
  });

  it('says an objected or a cancelled charge in words', async () => {
    render([
      charge({ id: 1, status: 'objected', declineKind: 'objected' }),
      charge({ id: 2, chargeOn: '2026-04-15', status: 'cancelled' }),
    ]);
    expect(await screen.findByText(/Objetado: ya no hacemos cargos automáticos/)).toBeTruthy();
    expect(screen.getByText(/Cancelado por ti: no se cobra/)).toBeTruthy();
  });

  it('shows no list without charges', async () => {
    render([]);
    expect(await screen.findByText(/hasta \$3,450\.50 por cargo/)).toBeTruthy();
    expect(screen.queryByText('Tus cargos en día de pago')).toBeNull();
  });

  it('switches to parts of at most $1,000.00 with one tap, posting the mandate and the choice', async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    renderRoutes(
      [
        {
          path: '/profile/my-loan',
          Component: () => <Mandates mandates={[mandate([])]} busy={false} />,
          action: async ({ request }) => {
            posted.push(Object.fromEntries(await request.formData()));
            return json({ fieldErrors: {}, intent: 'mandate-parts' });
          },
        },
      ],
      '/profile/my-loan',
    );
    expect(await screen.findByText(/te cobramos el monto completo en un solo cargo/)).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Cobrarme en partes de máximo $1,000.00' }));
    await screen.findByRole('button', { name: 'Revocar' });
    expect(posted).toEqual([{ intent: 'mandate-parts', id: '7', inParts: 'true' }]);
  });

  it('says the charges go in parts when chosen, and offers the whole amount back', async () => {
    renderRoutes(
      [
        {
          path: '/profile/my-loan',
          Component: () => <Mandates mandates={[{ ...mandate([]), inParts: true }]} busy={false} />,
        },
      ],
      '/profile/my-loan',
    );
    expect(await screen.findByText(/en partes de máximo \$1,000\.00\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cobrarme el monto completo' })).toBeTruthy();
  });
});
